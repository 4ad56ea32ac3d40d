import { maxPolicyLength, PlainText, policySlugs } from "@gatehouse/domain"
import { Schema } from "effect"
import { SystemRequirement } from "../content.ts"
import { TranslationLanguage } from "./translations.ts"

/**
 * The console's Site content page: banners, download mirrors and the System Requirement table, the
 * server information picture, the messenger link, the social links, and the policy pages.
 */

const linkMessage = "Enter an address on this site (starting with /) or a web address (https://…)."
const webMessage = "Enter a web address (https://…)."

/** Text of at most `max` characters, required unless `min` is 0. */
const text = (min: number, max: number, label: string) =>
  PlainText.check(
    Schema.isMinLength(min, { message: `${label} is required.` }),
    Schema.isMaxLength(max, { message: `${label} may be at most ${max} characters.` }),
  )

/** A page of this site (`/news?topic=3`, `/media/uploads/…`) or a web address. */
export const LinkAddress = (label: string) =>
  text(1, 500, label).check(Schema.isPattern(/^(\/(?!\/)|https?:\/\/)\S*$/, { message: linkMessage }))

/** A web address outside the site (a download mirror, a community page, the messenger). */
export const WebAddress = (label: string) =>
  text(1, 500, label).check(Schema.isPattern(/^https?:\/\/\S+$/, { message: webMessage }))

/** A link that may be left empty. */
const OptionalLink = (label: string) =>
  text(0, 500, label).check(Schema.isPattern(/^$|^(\/(?!\/)|https?:\/\/)\S*$/, { message: linkMessage }))

/** A web address that may be left empty. */
const OptionalWebAddress = (label: string) =>
  text(0, 500, label).check(Schema.isPattern(/^$|^https?:\/\/\S+$/, { message: webMessage }))

const RowId = Schema.Int.check(Schema.isGreaterThan(0))

/** Which row a delete or a move names. */
export const RowIdPayload = Schema.Struct({ id: RowId })
export type RowIdPayload = typeof RowIdPayload.Type

/** What a change answers: a sentence for the staff member, and the row it wrote when it wrote one. */
export const SavedResponse = Schema.Struct({ message: Schema.String, id: Schema.optionalKey(Schema.Finite) })
export type SavedResponse = typeof SavedResponse.Type

// Banners

/** A banner as staff see it: active or not, in the rotator's order. */
export const StaffBanner = Schema.Struct({
  id: Schema.Finite,
  imgUrl: Schema.NullOr(Schema.String),
  title: Schema.String,
  linkUrl: Schema.NullOr(Schema.String),
  isActive: Schema.Boolean,
  /** Its title in the languages besides English it has one in; its picture and link are shared. */
  translations: Schema.Array(Schema.Struct({ language: TranslationLanguage, title: Schema.String })),
})
export type StaffBanner = typeof StaffBanner.Type

export const StaffBannersResponse = Schema.Struct({ data: Schema.Array(StaffBanner) })
export type StaffBannersResponse = typeof StaffBannersResponse.Type

/** A new banner (no id, added last) or the changes to one. An empty link leads nowhere. */
export const BannerPayload = Schema.Struct({
  id: Schema.optionalKey(RowId),
  imgUrl: LinkAddress("Picture"),
  title: text(1, 120, "Title"),
  linkUrl: OptionalLink("Link"),
  isActive: Schema.Boolean,
})
export type BannerPayload = typeof BannerPayload.Type

export const moveDirections = ["up", "down"] as const
export type MoveDirection = (typeof moveDirections)[number]

/** A banner's title in another language; an empty title removes it, and that language reads English again. */
export const BannerTranslationPayload = Schema.Struct({
  id: RowId,
  language: TranslationLanguage,
  title: text(0, 120, "Title"),
})
export type BannerTranslationPayload = typeof BannerTranslationPayload.Type

export const BannerMovePayload = Schema.Struct({ id: RowId, direction: Schema.Literals(moveDirections) })
export type BannerMovePayload = typeof BannerMovePayload.Type

// Downloads

/** A download mirror as staff see it. */
export const StaffDownload = Schema.Struct({
  id: Schema.Finite,
  name: Schema.String,
  description: Schema.String,
  address: Schema.String,
  isActive: Schema.Boolean,
})
export type StaffDownload = typeof StaffDownload.Type

export const StaffDownloadsResponse = Schema.Struct({
  data: Schema.Struct({
    mirrors: Schema.Array(StaffDownload),
    requirements: Schema.Array(SystemRequirement),
  }),
})
export type StaffDownloadsResponse = typeof StaffDownloadsResponse.Type

export const DownloadPayload = Schema.Struct({
  id: Schema.optionalKey(RowId),
  name: text(1, 120, "Name"),
  description: text(0, 500, "Description"),
  address: WebAddress("Link"),
  isActive: Schema.Boolean,
})
export type DownloadPayload = typeof DownloadPayload.Type

/** The whole System Requirement table: every row the page shows, by its component. */
export const RequirementsPayload = Schema.Struct({
  rows: Schema.Array(
    Schema.Struct({
      component: text(1, 30, "Component"),
      minimum: text(1, 200, "Minimum"),
      recommended: text(1, 200, "Recommended"),
    }),
  ).check(Schema.isMaxLength(20)),
})
export type RequirementsPayload = typeof RequirementsPayload.Type

// Settings and social links

export const StaffSocialLink = Schema.Struct({
  id: Schema.Finite,
  network: Schema.String,
  name: Schema.String,
  description: Schema.String,
  url: Schema.String,
  isPublished: Schema.Boolean,
})
export type StaffSocialLink = typeof StaffSocialLink.Type

export const StaffSiteSettingsResponse = Schema.Struct({
  data: Schema.Struct({
    serverInfoImage: Schema.String,
    serverInfoDescription: Schema.String,
    /** Empty while staff have not set it: 'Talk to an Agent' then keeps the product's placeholder. */
    agentChatUrl: Schema.String,
    socials: Schema.Array(StaffSocialLink),
  }),
})
export type StaffSiteSettingsResponse = typeof StaffSiteSettingsResponse.Type

/** The server information picture and its description, and the messenger link (empty: the placeholder). */
export const SiteSettingsPayload = Schema.Struct({
  serverInfoImage: LinkAddress("Picture"),
  serverInfoDescription: text(1, 500, "Description"),
  agentChatUrl: OptionalWebAddress("Messenger link"),
})
export type SiteSettingsPayload = typeof SiteSettingsPayload.Type

export const SocialLinkPayload = Schema.Struct({
  id: Schema.optionalKey(RowId),
  network: text(1, 30, "Network"),
  name: text(1, 80, "Name"),
  description: text(0, 500, "Description"),
  url: WebAddress("Link"),
  isPublished: Schema.Boolean,
})
export type SocialLinkPayload = typeof SocialLinkPayload.Type

// Policy pages

/** A policy page as staff edit it: empty and without a date while it is unwritten. */
export const StaffPolicyPage = Schema.Struct({
  slug: Schema.Literals(policySlugs),
  title: Schema.String,
  body: Schema.String,
  updatedAt: Schema.NullOr(Schema.String),
  /** Its text in the languages besides English it is written in. */
  translations: Schema.Array(
    Schema.Struct({ language: TranslationLanguage, body: Schema.String, updatedAt: Schema.String }),
  ),
})
export type StaffPolicyPage = typeof StaffPolicyPage.Type

export const StaffPolicyPagesResponse = Schema.Struct({ data: Schema.Array(StaffPolicyPage) })
export type StaffPolicyPagesResponse = typeof StaffPolicyPagesResponse.Type

/**
 * The page's whole text; empty text takes the page down (its footer link is a placeholder again).
 * With a `language`, its text in that language instead: empty text removes the translation, and that
 * language's readers read English again.
 */
export const PolicyPayload = Schema.Struct({
  slug: Schema.Literals(policySlugs),
  body: text(0, maxPolicyLength, "The text"),
  language: Schema.optionalKey(TranslationLanguage),
})
export type PolicyPayload = typeof PolicyPayload.Type
