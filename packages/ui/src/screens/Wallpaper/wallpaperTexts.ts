import type { MediaFile } from "@gatehouse/domain"

/** A wallpaper file's size as its link shows it ("1920 × 1080"), or its own label when it has none. */
const resolution = (file: MediaFile) =>
  file.width !== null && file.height !== null ? `${file.width} × ${file.height}` : file.label

/** The Wallpaper page's own words. */
export const wallpaperTexts = {
  heading: "Wallpaper",
  intro: "Original art of the campus for your desktop or phone. Pick a size to download it.",
  loading: "Loading wallpapers...",
  failed: "The wallpapers could not be loaded.",
  retry: "Try again",
  empty: "No wallpapers yet",
  sizes: "Download sizes",
  resolution,
  /** A download link's accessible name: its visible size plus the wallpaper it belongs to. */
  download: (title: string, file: MediaFile) => `Download ${title}, ${resolution(file)}`,
} as const
