import { englishOf } from "../../i18n/englishOf.ts"
import catalogue from "./galleryTexts.en.json"

const english = englishOf(catalogue)

/**
 * The Gallery page's own words in English, read from its catalogue `galleryTexts.en.json` (the page
 * reads the chosen language's through `useMessages`).
 */
export const galleryTexts = {
  heading: english("galleryTexts.heading"),
  intro: english("galleryTexts.intro"),
  loading: english("galleryTexts.loading"),
  failed: english("galleryTexts.failed"),
  retry: english("galleryTexts.retry"),
  empty: english("galleryTexts.empty"),
  close: english("galleryTexts.close"),
  previous: english("galleryTexts.previous"),
  next: english("galleryTexts.next"),
  /** Where the open picture sits in the gallery, e.g. "Picture 2 of 4". */
  position: (index: number, count: number) => english("galleryTexts.position", { number: index + 1, count }),
} as const
