/** The words of a page that is not open yet, besides its own message. */
export const notOpenTexts = {
  note: "Until it opens, the news and the players' community pages are a click away.",
  news: "Read the News",
  community: "Meet the Community",
} as const
