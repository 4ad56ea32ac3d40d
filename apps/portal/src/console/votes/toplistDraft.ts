import { maxToplistAddresses, packageMessages, ToplistPayload } from "@gatehouse/api-client/console"
import { toplistProtocols, votePlaceholder } from "@gatehouse/domain"
import { type ToplistDraft, type ToplistErrors, toplistFields, voteConsoleTexts } from "@gatehouse/ui/console"
import { Result } from "effect"
import { checkForm, type FormErrors } from "../formErrors.ts"
import { amountMessage, typedCents } from "../payments/packageDraft.ts"

/** The most Milleage a vote may earn, as the call allows it, in cents. */
const maxRewardCents = 100_000_000

/** The longest IP address (an IPv6 address with an IPv4 tail), as the call allows it. */
const maxAddressLength = 45

/** A whole number typed in a field, or undefined when it is none. */
const typedWhole = (typed: string, digits: number): number | undefined => {
  const text = typed.trim()
  return new RegExp(`^\\d{1,${digits}}$`).test(text) ? Number(text) : undefined
}

/**
 * The errors of the fields the form has: a refusal names a field as the call does, an address by
 * its place in the list (`addresses.2`), which the form shows beside the whole list.
 */
export const toplistErrorsOf = (errors: FormErrors): ToplistErrors => {
  const found: Record<string, string> = {}
  for (const [name, message] of Object.entries(errors)) {
    const field = name.split(".")[0] ?? name
    if ((toplistFields as ReadonlyArray<string>).includes(field)) found[field] ??= message
  }
  return found
}

/**
 * The toplist a form describes, or a message for each field that cannot be sent: no name, a vote
 * address without the player's place (or still the site's sample), more addresses than the call
 * takes, numbers that are none or out of range. A site's secret goes only to a site known by it, and
 * its addresses only to one known by them. What the server words itself (a secret or addresses the
 * site needs, an address that is no IP address) is left to it: its answer shows beside the field.
 */
export interface ToplistCheckTexts {
  readonly noName: string
  readonly sampleAddress: string
  readonly tooManyAddresses: string
  readonly longAddress: string
  readonly cooldownRange: string
  readonly notAnAmount: string
  readonly rewardAtMost: string
}

/** The checks' words in English, as the console's vote texts have them. */
export const englishToplistCheckTexts: ToplistCheckTexts = {
  noName: voteConsoleTexts.noName,
  sampleAddress: voteConsoleTexts.sampleAddress,
  tooManyAddresses: voteConsoleTexts.tooManyAddresses(maxToplistAddresses),
  longAddress: voteConsoleTexts.longAddress,
  cooldownRange: voteConsoleTexts.cooldownRange,
  notAnAmount: amountMessage,
  rewardAtMost: voteConsoleTexts.rewardAtMost,
}

export const payloadOfToplistDraft = (
  draft: ToplistDraft,
  /** The refusals in the page's language; English unless given. */
  texts: ToplistCheckTexts = englishToplistCheckTexts,
): Result.Result<ToplistPayload, ToplistErrors> => {
  const protocol = toplistProtocols[draft.kind]
  const name = draft.name.trim()
  const voteAddress = draft.voteAddress.trim()
  const addresses =
    protocol.check === "address"
      ? draft.addresses
          .split("\n")
          .map((line) => line.trim())
          .filter((line) => line !== "")
      : []
  const cooldownHours = typedWhole(draft.cooldownHours, 3)
  const rewardCents = typedCents(draft.reward)
  const sortOrder = typedWhole(draft.sortOrder, 4)
  const errors: Record<string, string> = {}
  if (name === "") errors.name = texts.noName
  if (!voteAddress.includes(votePlaceholder)) errors.voteAddress = voteConsoleTexts.noPlaceholder
  else if (voteAddress === protocol.voteAddress) errors.voteAddress = texts.sampleAddress
  if (addresses.length > maxToplistAddresses) errors.addresses = texts.tooManyAddresses
  else if (addresses.some((address) => address.length > maxAddressLength))
    errors.addresses = texts.longAddress
  if (cooldownHours === undefined || cooldownHours < 1 || cooldownHours > 168)
    errors.cooldownHours = texts.cooldownRange
  if (rewardCents === undefined) errors.reward = texts.notAnAmount
  else if (rewardCents > maxRewardCents) errors.reward = texts.rewardAtMost
  if (sortOrder === undefined) errors.sortOrder = packageMessages.sortOrder
  if (Object.keys(errors).length > 0) return Result.fail(errors)
  const checked = checkForm(ToplistPayload, {
    name,
    kind: draft.kind,
    voteAddress,
    secret: protocol.check === "secret" ? draft.secret.trim() : "",
    addresses,
    cooldownHours,
    reward: (rewardCents ?? 0) / 100,
    rewardsOn: draft.rewardsOn,
    enabled: draft.enabled,
    sortOrder,
  })
  return Result.mapError(checked, toplistErrorsOf)
}
