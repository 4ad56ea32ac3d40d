/** The Server information page's own words. */
export const serverInfoTexts = {
  heading: "Server Information",
  loading: "Loading server information...",
  failed: "The server information could not be loaded. Please check your connection and try again.",
  retry: "Try again",
} as const
