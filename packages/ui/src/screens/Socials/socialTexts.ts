import { type Messages, setupI18n } from "@lingui/core"
import { newTabHint } from "../../navigation/newTabHint.ts"
import english from "./socialTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = setupI18n({ locale: "en", messages: { en: english as Messages } })

/** The Socials page's words, keyed for `useMessages(socialEnglish)`. */
export const socialEnglish = english

/** The Socials page's own words in English (the page shows them in the chosen language). */
export const socialTexts = {
  heading: inEnglish._("socialTexts.heading"),
  intro: inEnglish._("socialTexts.intro"),
  loading: inEnglish._("socialTexts.loading"),
  failed: inEnglish._("socialTexts.failed"),
  retry: inEnglish._("socialTexts.retry"),
  empty: inEnglish._("socialTexts.empty"),
  visit: inEnglish._("socialTexts.visit"),
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
  other: inEnglish._("socialTexts.otherNetwork"),
}

/** The icon a link's `network` picks: "x" is the same network as "twitter"; names match case-insensitively. */
export const networkOf = (network: string): SocialNetwork => {
  const name = network.trim().toLowerCase()
  if (name === "x") return "twitter"
  return socialNetworks.find((known) => known === name) ?? "other"
}
