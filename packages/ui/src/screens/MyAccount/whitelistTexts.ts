/** Spec §8: the IP whitelist request first shows 'Processing request / please wait...'. */
export const whitelistProcessingTexts = {
  title: "Processing request",
  message: "please wait...",
} as const
