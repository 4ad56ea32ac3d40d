import { type ToplistKind, toplistProtocols } from "@gatehouse/domain"

/** What a toplist's postback says, read by its own protocol. */
export interface Postback {
  /** The player's identifier the vote address carried. */
  readonly player: string
  /** The voter's address, where the site sends it (a second cooldown counts by it). */
  readonly voterAddress: string | undefined
  /** Whether the site says the vote counted (gtop100 also posts votes it did not count). */
  readonly counted: boolean
  /** The shared secret, where the site sends one (gtop100's pingback key). */
  readonly secret: string | undefined
}

/** A postback as it arrived: its query, and its body as text with the type it was sent as. */
export interface ArrivedPostback {
  readonly query: URLSearchParams
  readonly body: string
  readonly contentType: string
}

type Fields = Readonly<Record<string, string>>

const textOf = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined

/**
 * gtop100's JSON: `{ siteid, pingbackkey, Common: [entry] }`, where an entry is either one object or
 * a list of one-key objects (`[{ ip }, { success }, { reason }, { pb_name }]`): both are read.
 */
const gtop100Json = (body: string): Fields | undefined => {
  try {
    const parsed: unknown = JSON.parse(body)
    if (typeof parsed !== "object" || parsed === null) return undefined
    const root = parsed as Record<string, unknown>
    const common = Array.isArray(root.Common) ? root.Common[0] : undefined
    const parts: ReadonlyArray<unknown> = Array.isArray(common) ? common : [common]
    const entry = Object.assign(
      {},
      ...parts.filter((part) => typeof part === "object" && part !== null),
    ) as Record<string, unknown>
    const fields: Record<string, string> = {}
    for (const [key, value] of Object.entries({ ...entry, pingbackkey: root.pingbackkey })) {
      const text = textOf(value)
      if (text !== undefined) fields[key] = text
    }
    return fields
  } catch {
    return undefined
  }
}

const formOf = (body: string): Fields => Object.fromEntries(new URLSearchParams(body))

/** The fields a postback carries, wherever its site puts them: the query, a form body, or gtop100's JSON. */
const fieldsOf = (kind: ToplistKind, arrived: ArrivedPostback): Fields => {
  const query = Object.fromEntries(arrived.query)
  if (arrived.body.trim() === "") return query
  const body =
    kind === "gtop100" && arrived.contentType.includes("json")
      ? (gtop100Json(arrived.body) ?? {})
      : formOf(arrived.body)
  return { ...query, ...body }
}

/** Where each site puts the player and the voter's address. */
const playerField: Readonly<Record<ToplistKind, string>> = {
  gtop100: "pb_name",
  topg: "p_resp",
  xtremetop100: "custom",
  top100arena: "postback",
}

/**
 * Reads a postback by its site's protocol (docs/votes.md); undefined when it does not carry what
 * the protocol sends (no player, or one the site's vote address could not have carried).
 */
export const readPostback = (kind: ToplistKind, arrived: ArrivedPostback): Postback | undefined => {
  const fields = fieldsOf(kind, arrived)
  const player = (fields[playerField[kind]] ?? (kind === "gtop100" ? fields.pingUsername : undefined))?.trim()
  if (player === undefined || !toplistProtocols[kind].playerPattern.test(player)) return undefined
  const voterAddress = fields.ip?.trim() || fields.VoterIP?.trim() || undefined
  return {
    player,
    voterAddress: voterAddress !== undefined && voterAddress.length <= 45 ? voterAddress : undefined,
    // gtop100 posts every vote and says with `success` whether it counted: 0 is counted.
    counted: kind === "gtop100" ? fields.success === "0" : true,
    secret: fields.pingbackkey,
  }
}
