import type { MediaFile } from "@gatehouse/domain"
import { type Messages, setupI18n } from "@lingui/core"
import english from "./wallpaperTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = setupI18n({ locale: "en", messages: { en: english as Messages } })

/** The Wallpaper page's words, keyed for `useMessages(wallpaperEnglish)`. */
export const wallpaperEnglish = english

/** A wallpaper file's size as its link shows it ("1920 × 1080"), or its own label when it has none. */
export const resolution = (file: MediaFile) =>
  file.width !== null && file.height !== null ? `${file.width} × ${file.height}` : file.label

/** The Wallpaper page's own words in English (the page shows them in the chosen language). */
export const wallpaperTexts = {
  heading: inEnglish._("wallpaperTexts.heading"),
  intro: inEnglish._("wallpaperTexts.intro"),
  loading: inEnglish._("wallpaperTexts.loading"),
  failed: inEnglish._("wallpaperTexts.failed"),
  retry: inEnglish._("wallpaperTexts.retry"),
  empty: inEnglish._("wallpaperTexts.empty"),
  sizes: inEnglish._("wallpaperTexts.sizes"),
  resolution,
  /** A download link's accessible name: its visible size plus the wallpaper it belongs to. */
  download: (title: string, file: MediaFile) =>
    inEnglish._("wallpaperTexts.download", { title, size: resolution(file) }),
} as const
