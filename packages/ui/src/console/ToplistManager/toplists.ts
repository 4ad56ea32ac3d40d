import { type ToplistKind, toplistKinds, toplistProtocols } from "@gatehouse/domain"

/** A toplist as the console lists it. Its secret never comes back: only whether one is saved. */
export interface ToplistView {
  readonly id: number
  readonly name: string
  readonly kind: ToplistKind
  readonly voteAddress: string
  readonly hasSecret: boolean
  /** Where its postbacks may come from (the sites known by address). */
  readonly addresses: ReadonlyArray<string>
  readonly cooldownHours: number
  /** Milleage per confirmed vote. */
  readonly reward: number
  readonly rewardsOn: boolean
  readonly enabled: boolean
  readonly sortOrder: number
  /** What staff paste into the site's settings. */
  readonly postbackUrl: string
}

/** A toplist as its form edits it: numbers as typed, addresses one per line; a new one has no id. */
export interface ToplistDraft {
  readonly id?: number
  readonly name: string
  readonly kind: ToplistKind
  readonly voteAddress: string
  /** Empty keeps the secret saved. */
  readonly secret: string
  readonly addresses: string
  readonly cooldownHours: string
  readonly reward: string
  readonly rewardsOn: boolean
  readonly enabled: boolean
  readonly sortOrder: string
}

export const toplistFields = [
  "name",
  "kind",
  "voteAddress",
  "secret",
  "addresses",
  "cooldownHours",
  "reward",
  "sortOrder",
] as const
export type ToplistField = (typeof toplistFields)[number]

/** What is wrong with each field of the form, from the portal's checks or the server. */
export type ToplistErrors = Partial<Record<ToplistField, string>>

/** Which form is open: none, a new toplist's, or a listed toplist's by its id. */
export type ToplistOpen = "closed" | "new" | number

const [firstKind] = toplistKinds

/** A new toplist starts as the first site its protocol describes, ready to be made one's own. */
export const emptyToplistDraft: ToplistDraft = {
  name: toplistProtocols[firstKind].name,
  kind: firstKind,
  voteAddress: toplistProtocols[firstKind].voteAddress,
  secret: "",
  addresses: "",
  cooldownHours: String(toplistProtocols[firstKind].cooldownHours),
  reward: "0",
  rewardsOn: true,
  enabled: true,
  sortOrder: "0",
}

/** An amount as typed back: whole numbers bare, others to the cent ("5", "2.50"). */
const typedAmount = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2))

/** A listed toplist as its form starts. */
export const toplistDraftOf = (toplist: ToplistView): ToplistDraft => ({
  id: toplist.id,
  name: toplist.name,
  kind: toplist.kind,
  voteAddress: toplist.voteAddress,
  secret: "",
  addresses: toplist.addresses.join("\n"),
  cooldownHours: String(toplist.cooldownHours),
  reward: typedAmount(toplist.reward),
  rewardsOn: toplist.rewardsOn,
  enabled: toplist.enabled,
  sortOrder: String(toplist.sortOrder),
})

/** Whether a field still holds nothing or what the previous site's protocol put there. */
const untouched = (typed: string, starting: string) => typed.trim() === "" || typed.trim() === starting

/**
 * The draft for another site: its name, vote address and cooldown follow the new site's protocol
 * while they are empty or as the previous site's protocol set them; anything typed stays.
 */
export const withKind = (draft: ToplistDraft, kind: ToplistKind): ToplistDraft => {
  const before = toplistProtocols[draft.kind]
  const after = toplistProtocols[kind]
  return {
    ...draft,
    kind,
    name: untouched(draft.name, before.name) ? after.name : draft.name,
    voteAddress: untouched(draft.voteAddress, before.voteAddress) ? after.voteAddress : draft.voteAddress,
    cooldownHours: untouched(draft.cooldownHours, String(before.cooldownHours))
      ? String(after.cooldownHours)
      : draft.cooldownHours,
  }
}
