import { routeCrumbs } from "@gatehouse/domain"
import type { IconName } from "../../art/Icon/iconPaths.ts"
import { plainEnglishOf } from "../../i18n/plainEnglishOf.ts"
import type { FrameVariant } from "../navigation.ts"
import siteLabels from "../siteLabels.en.json"

const label = plainEnglishOf(siteLabels)

/** A link shown with one of the package's icons: the footer's medallions, the frame's client buttons. */
export interface IconLink {
  readonly label: string
  readonly href: string
  readonly icon: IconName
}

/** Spec §2 "Footer": Gatehouse's art links, in the spec's order (`SiteConfig.footerLinks`). */
export const footerArtLinks: ReadonlyArray<IconLink> = [
  { label: label("siteLabels.home"), href: "/", icon: "home" },
  { label: routeCrumbs.news, href: "/news", icon: "news" },
  { label: label("siteLabels.gameGuides"), href: "/instructions", icon: "guide" },
  { label: routeCrumbs.itemshop, href: "/itemshop", icon: "shop" },
  { label: label("siteLabels.recharge"), href: "/topup", icon: "recharge" },
  { label: label("siteLabels.download"), href: "/download", icon: "download" },
  { label: label("siteLabels.support"), href: "/ticket", icon: "support" },
]

/** A link drawn on the footer's image map; one with no page yet has no `href` and is shown as unavailable. */
export interface MapIconLink {
  readonly label: string
  readonly href: string | undefined
  readonly icon: IconName
}

/**
 * Spec §2: "The footer Forum link is an empty placeholder". It is on the map after the site's links,
 * drawn like them but dimmed, announced as unavailable and leading nowhere.
 */
export const forumPlaceholder: MapIconLink = { label: routeCrumbs.forum, href: undefined, icon: "scroll" }

/** Where the operation policy and the cash agreement are read, once staff have written them. */
export interface PolicyHrefs {
  readonly operation?: string | undefined
  readonly cash?: string | undefined
}

/**
 * The policy links. Operation policy and cash agreement are empty placeholders (spec §2) until the
 * site names their pages; the privacy policy is the news topic 2, in the normal frame only.
 */
export const policyLinks = (
  variant: FrameVariant,
  written: PolicyHrefs = {},
): ReadonlyArray<{ readonly label: string; readonly href: string | undefined }> => [
  { label: routeCrumbs.operationpolicy, href: written.operation },
  { label: routeCrumbs.privacypolicy, href: variant === "standard" ? "/news?topic=2" : undefined },
  { label: routeCrumbs.cashagreement, href: written.cash },
]
