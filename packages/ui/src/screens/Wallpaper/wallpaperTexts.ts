import type { MediaFile } from "@gatehouse/domain"
import { englishOf } from "../../i18n/englishOf.ts"
import english from "./wallpaperTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

/** The Wallpaper page's words, keyed for `useMessages(wallpaperEnglish)`. */
export const wallpaperEnglish = english

/** A wallpaper file's size as its link shows it ("1920 × 1080"), or its own label when it has none. */
export const resolution = (file: MediaFile) =>
  file.width !== null && file.height !== null ? `${file.width} × ${file.height}` : file.label

/** The Wallpaper page's own words in English (the page shows them in the chosen language). */
export const wallpaperTexts = {
  heading: inEnglish("wallpaperTexts.heading"),
  intro: inEnglish("wallpaperTexts.intro"),
  loading: inEnglish("wallpaperTexts.loading"),
  failed: inEnglish("wallpaperTexts.failed"),
  retry: inEnglish("wallpaperTexts.retry"),
  empty: inEnglish("wallpaperTexts.empty"),
  sizes: inEnglish("wallpaperTexts.sizes"),
  resolution,
  /** A download link's accessible name: its visible size plus the wallpaper it belongs to. */
  download: (title: string, file: MediaFile) =>
    inEnglish("wallpaperTexts.download", { title, size: resolution(file) }),
} as const
