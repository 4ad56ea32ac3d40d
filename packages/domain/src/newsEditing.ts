/**
 * What staff choose and write when they edit news in the console (ADR 0025). A news item's `type`
 * is its kind: announcements (0) appear only on the all-news board, guides (1) and events (2) on
 * theirs too (spec §7's categories).
 */
export const newsKinds = [0, 1, 2] as const
export type NewsKind = (typeof newsKinds)[number]

export const newsKindNames: Readonly<Record<NewsKind, string>> = {
  0: "Announcement",
  1: "Guide",
  2: "Event",
}

/** The name of a stored kind; an unknown one reads as an announcement, as the all-news board shows it. */
export const newsKindName = (type: number): string => newsKindNames[type as NewsKind] ?? newsKindNames[0]

/** The news table's own limit on a subject. */
export const newsSubjectMaxLength = 200

/** Room for a long guide while a save stays well inside the server's request size limit. */
export const newsBodyMaxLength = 50_000

/** The longest thumbnail address staff may keep. */
export const newsThumbnailMaxLength = 500

/** What the server answers when a draft cannot be saved, per field. */
export const newsDraftMessages = {
  subjectRequired: "Write a subject.",
  bodyRequired: "Write the article's text.",
  thumbnailAddress:
    "The thumbnail must be an uploaded picture or an address starting with https:// or http://.",
  notFound: "This news item does not exist any more.",
  refused: "The news item was not saved. Please correct the marked fields.",
} as const
