/** Spec §2 Rankings: the page's own words. */
export const rankingTexts = {
  heading: "Top 100 players in this month",
  resetNote: "Rankings reset on the first day of each month.",
  loading: "Loading rankings...",
  failed: "The rankings could not be loaded. Please try again later.",
} as const
