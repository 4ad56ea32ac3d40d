import type { MediaFile } from "@gatehouse/domain"
import english from "./wallpaperTexts.en.json"

/** The Wallpaper page's words, keyed for `useMessages(wallpaperEnglish)`. */
export const wallpaperEnglish = english

/** A wallpaper file's size as its link shows it ("1920 × 1080"), or its own label when it has none. */
export const resolution = (file: MediaFile) =>
  file.width !== null && file.height !== null ? `${file.width} × ${file.height}` : file.label

/** The Wallpaper page's own words in English (the page shows them in the chosen language). */
export const wallpaperTexts = {
  heading: english["wallpaperTexts.heading"],
  intro: english["wallpaperTexts.intro"],
  loading: english["wallpaperTexts.loading"],
  failed: english["wallpaperTexts.failed"],
  retry: english["wallpaperTexts.retry"],
  empty: english["wallpaperTexts.empty"],
  sizes: english["wallpaperTexts.sizes"],
  resolution,
  /** A download link's accessible name: its visible size plus the wallpaper it belongs to. */
  download: (title: string, file: MediaFile) =>
    english["wallpaperTexts.download"].replace("{title}", title).replace("{size}", resolution(file)),
} as const
