import {
  newsBodyMaxLength,
  newsKinds,
  newsSubjectMaxLength,
  newsThumbnailMaxLength,
  PlainText,
} from "@gatehouse/domain"
import { Schema } from "effect"
import { NaturalFromString, PageNumberFromString } from "../fields.ts"
import { TranslationLanguage } from "./translations.ts"

/** A news item as the console lists it: every kind, published or not, without its body. */
export const StaffNewsEntry = Schema.Struct({
  id: Schema.Finite,
  /** 0 announcement, 1 guide, 2 event. */
  type: Schema.Finite,
  subject: Schema.String,
  author: Schema.String,
  img_thumbnail: Schema.NullOr(Schema.String),
  /** Whether players see it on the boards and its page. */
  published: Schema.Boolean,
  created_at: Schema.String,
  updated_at: Schema.String,
  /** The languages besides English it is written in; readers of any other read it in English. */
  translatedInto: Schema.Array(TranslationLanguage),
})
export type StaffNewsEntry = typeof StaffNewsEntry.Type

/** The item's subject and body in one language besides English, as stored (sanitised). */
export const StaffNewsTranslation = Schema.Struct({
  language: TranslationLanguage,
  subject: Schema.String,
  content: Schema.String,
  updated_at: Schema.String,
})
export type StaffNewsTranslation = typeof StaffNewsTranslation.Type

/** One news item opened for editing: the listed fields, its body as stored (sanitised) and its translations. */
export const StaffNewsArticle = Schema.Struct({
  ...StaffNewsEntry.fields,
  content: Schema.String,
  translations: Schema.Array(StaffNewsTranslation),
})
export type StaffNewsArticle = typeof StaffNewsArticle.Type

/** GET /staff/news: one page of every news item, newest first. */
export const StaffNewsQuery = { page: Schema.optionalKey(PageNumberFromString) } as const

export const StaffNewsListResponse = Schema.Struct({
  data: Schema.Array(StaffNewsEntry),
  page: Schema.Finite,
  pageCount: Schema.Finite,
})
export type StaffNewsListResponse = typeof StaffNewsListResponse.Type

/** The news item a path names (`/staff/news/12`). */
export const StaffNewsIdParams = { id: NaturalFromString } as const

/**
 * POST /staff/news and /staff/news/:id: everything staff write. The body is HTML from the editor,
 * sanitised by the server before it is stored; a thumbnail is an uploaded picture's address or a
 * web address, shown above the article when there is one.
 */
const NewsSubject = PlainText.check(
  Schema.isMaxLength(newsSubjectMaxLength, {
    message: `A subject has at most ${newsSubjectMaxLength} characters.`,
  }),
)

const NewsBody = PlainText.check(
  Schema.isMaxLength(newsBodyMaxLength, {
    message: `The article is longer than ${newsBodyMaxLength.toLocaleString("en")} characters.`,
  }),
)

export const NewsDraftPayload = Schema.Struct({
  type: Schema.Literals(newsKinds),
  subject: NewsSubject,
  content: NewsBody,
  imgThumbnail: Schema.NullOr(
    PlainText.check(
      Schema.isMaxLength(newsThumbnailMaxLength, {
        message: `A thumbnail address has at most ${newsThumbnailMaxLength} characters.`,
      }),
    ),
  ),
  published: Schema.Boolean,
})
export type NewsDraftPayload = typeof NewsDraftPayload.Type

/** POST /staff/news/:id/publish: show it to players, or take it back. */
export const NewsPublishPayload = Schema.Struct({ published: Schema.Boolean })
export type NewsPublishPayload = typeof NewsPublishPayload.Type

/**
 * POST /staff/news/:id/translation: the item's subject and body in another language, checked as the
 * English ones are (the body sanitised before it is stored). The kind, thumbnail and publish state
 * are the item's own, the same in every language.
 */
export const NewsTranslationPayload = Schema.Struct({
  language: TranslationLanguage,
  subject: NewsSubject,
  content: NewsBody,
})
export type NewsTranslationPayload = typeof NewsTranslationPayload.Type

/** POST /staff/news/:id/translation/delete: the language whose readers read English again. */
export const NewsTranslationRemovalPayload = Schema.Struct({ language: TranslationLanguage })
export type NewsTranslationRemovalPayload = typeof NewsTranslationRemovalPayload.Type
