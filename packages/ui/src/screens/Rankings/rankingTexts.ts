/** Spec §2 Rankings: the page's own words, and the season picker's. */
export const rankingTexts = {
  heading: "Top 100 players in this month",
  resetNote: "Rankings reset on the first day of each month.",
  loading: "Loading rankings...",
  failed: "The rankings could not be loaded. Please try again later.",
  seasonLabel: "Season",
  /** The running season's option, e.g. "This month (November 2026)". */
  currentSeason: (month: string) => `This month (${month})`,
  archiveHeading: (month: string) => `Top 100 players of ${month}`,
  archiveNote: "This season has ended: its rankings are final.",
} as const
