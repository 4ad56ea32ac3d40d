import { englishOf } from "../../i18n/englishOf.ts"
import { newTabHint } from "../../navigation/newTabHint.ts"
import english from "./socialTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

/** The Socials page's words, keyed for `useMessages(socialEnglish)`. */
export const socialEnglish = english

/** The Socials page's own words in English (the page shows them in the chosen language). */
export const socialTexts = {
  heading: inEnglish("socialTexts.heading"),
  intro: inEnglish("socialTexts.intro"),
  loading: inEnglish("socialTexts.loading"),
  failed: inEnglish("socialTexts.failed"),
  retry: inEnglish("socialTexts.retry"),
  empty: inEnglish("socialTexts.empty"),
  visit: inEnglish("socialTexts.visit"),
  newTab: newTabHint,
} as const

/** The networks that have their own drawn icon; any other network gets the generic one. */
export const socialNetworks = ["discord", "facebook", "youtube", "twitter", "twitch"] as const
export type SocialNetwork = (typeof socialNetworks)[number] | "other"

/** What each icon is called when read aloud. */
export const networkNames: Readonly<Record<SocialNetwork, string>> = {
  discord: "Discord",
  facebook: "Facebook",
  youtube: "YouTube",
  twitter: "X (Twitter)",
  twitch: "Twitch",
  other: inEnglish("socialTexts.otherNetwork"),
}

/** The icon a link's `network` picks: "x" is the same network as "twitter"; names match case-insensitively. */
export const networkOf = (network: string): SocialNetwork => {
  const name = network.trim().toLowerCase()
  if (name === "x") return "twitter"
  return socialNetworks.find((known) => known === name) ?? "other"
}
