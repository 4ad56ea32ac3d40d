import { type Messages, setupI18n } from "@lingui/core"
import catalogue from "./galleryTexts.en.json"

const english = setupI18n({ locale: "en", messages: { en: catalogue as Messages } })

/**
 * The Gallery page's own words in English, read from its catalogue `galleryTexts.en.json` (the page
 * reads the chosen language's through `useMessages`).
 */
export const galleryTexts = {
  heading: english._("galleryTexts.heading"),
  intro: english._("galleryTexts.intro"),
  loading: english._("galleryTexts.loading"),
  failed: english._("galleryTexts.failed"),
  retry: english._("galleryTexts.retry"),
  empty: english._("galleryTexts.empty"),
  close: english._("galleryTexts.close"),
  previous: english._("galleryTexts.previous"),
  next: english._("galleryTexts.next"),
  /** Where the open picture sits in the gallery, e.g. "Picture 2 of 4". */
  position: (index: number, count: number) =>
    english._("galleryTexts.position", { number: index + 1, count }),
} as const
