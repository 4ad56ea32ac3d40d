import { newTabHint } from "../../navigation/newTabHint.ts"

/** The Socials page's own words. */
export const socialTexts = {
  heading: "Socials",
  intro: "Meet the community outside the game: chat, videos, streams and news.",
  loading: "Loading community pages...",
  failed: "The community pages could not be loaded.",
  retry: "Try again",
  empty: "No community pages yet",
  visit: "Visit",
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
  other: "Community page",
}

/** The icon a link's `network` picks: "x" is the same network as "twitter"; names match case-insensitively. */
export const networkOf = (network: string): SocialNetwork => {
  const name = network.trim().toLowerCase()
  if (name === "x") return "twitter"
  return socialNetworks.find((known) => known === name) ?? "other"
}
