import english from "./MyAccount.en.json"

/** Spec §8: the IP whitelist request first shows 'Processing request / please wait...' (in English; the page shows the chosen language). */
export const whitelistProcessingTexts = {
  title: english["MyAccount.processingTitle"],
  message: english["MyAccount.processingMessage"],
} as const
