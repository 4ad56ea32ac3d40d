import { newTabHint } from "../../navigation/newTabHint.ts"

/** The Movie page's own words. */
export const movieTexts = {
  heading: "Movie",
  intro: "Trailers and movies of the server. Press play to watch one here.",
  loading: "Loading movies...",
  failed: "The movies could not be loaded.",
  retry: "Try again",
  empty: "No movies yet",
  comingSoon: "Coming soon",
  play: "Play",
  close: "Close",
  newTab: newTabHint,
} as const
