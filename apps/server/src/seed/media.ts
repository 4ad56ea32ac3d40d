import type { VistaName } from "@gatehouse/art"
import type { MediaKind } from "@gatehouse/domain"

/**
 * The demo Gallery, Wallpaper and Movies pages. Every picture is drawn by the server (a vista);
 * `hoursAgo` places the entry in time so the pages list newest first. The demo has no videos: its
 * movies come without files, which the Movies page shows as coming soon.
 */
export interface DemoMedia {
  readonly kind: MediaKind
  readonly vista: VistaName
  readonly title: string
  readonly description: string
  readonly hoursAgo: number
}

export const demoGallery: ReadonlyArray<DemoMedia> = [
  {
    kind: "gallery",
    vista: "moon-gate",
    title: "The Sacred Gate at night",
    description: "A stone gate under a full moon",
    hoursAgo: 6,
  },
  {
    kind: "gallery",
    vista: "dawn-tower",
    title: "First light on the watchtower",
    description: "A lone watchtower on a ridge at dawn",
    hoursAgo: 30,
  },
  {
    kind: "gallery",
    vista: "phoenix-dusk",
    title: "Phoenix over the hills",
    description: "A phoenix spreading burning wings over the hills at dusk",
    hoursAgo: 54,
  },
  {
    kind: "gallery",
    vista: "lantern-harbour",
    title: "Lantern festival",
    description: "Paper lanterns rising over a quiet harbour at night",
    hoursAgo: 80,
  },
  {
    kind: "gallery",
    vista: "sunset-tree",
    title: "The old tree",
    description: "An old broad tree on a hill at sunset",
    hoursAgo: 120,
  },
  {
    kind: "gallery",
    vista: "moon-bridge",
    title: "Moon bridge",
    description: "An arched stone bridge over a moonlit river",
    hoursAgo: 170,
  },
  {
    kind: "gallery",
    vista: "arena-dusk",
    title: "Before the tournament",
    description: "Two crossed blades over the arena at dusk",
    hoursAgo: 220,
  },
  {
    kind: "gallery",
    vista: "homeward-sail",
    title: "Homeward sail",
    description: "A sailing ship heading home at sunrise",
    hoursAgo: 300,
  },
]

export const demoWallpapers: ReadonlyArray<DemoMedia> = [
  {
    kind: "wallpaper",
    vista: "campus-night",
    title: "Campus by starlight",
    description: "The campus gate on a starry night",
    hoursAgo: 12,
  },
  {
    kind: "wallpaper",
    vista: "ember-sky",
    title: "Ember sky",
    description: "A phoenix glowing like an ember in the evening sky",
    hoursAgo: 96,
  },
  {
    kind: "wallpaper",
    vista: "river-lanterns",
    title: "River of lanterns",
    description: "Lanterns drifting over a dark river",
    hoursAgo: 200,
  },
  {
    kind: "wallpaper",
    vista: "violet-watch",
    title: "Violet watch",
    description: "A watchtower under a violet dawn",
    hoursAgo: 340,
  },
]

export const demoMovies: ReadonlyArray<DemoMedia> = [
  {
    kind: "movie",
    vista: "moon-gate",
    title: "Opening movie",
    description: "Three schools gather before the Sacred Gate",
    hoursAgo: 20,
  },
  {
    kind: "movie",
    vista: "night-duel",
    title: "Club War teaser",
    description: "Crossed blades under the night sky before a Club War",
    hoursAgo: 150,
  },
  {
    kind: "movie",
    vista: "violet-watch",
    title: "Season two trailer",
    description: "A watchtower waits for the new season at dawn",
    hoursAgo: 400,
  },
]

/** The sizes every demo wallpaper comes in, in the order the page offers them. */
export const wallpaperSizes = [
  { label: "1920 × 1080", width: 1920, height: 1080 },
  { label: "1366 × 768", width: 1366, height: 768 },
  { label: "Phone 1080 × 1920", width: 1080, height: 1920 },
] as const

export const thumbnailSize = { width: 480, height: 270 } as const
export const galleryPictureSize = { width: 1600, height: 900 } as const
export const posterSize = { width: 480, height: 720 } as const
