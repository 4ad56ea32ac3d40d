import { Array as Arr, Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The demo's toplists (docs/votes.md), so the Vote page and the console's Votes page show sites. Their
 * vote addresses lead to the sites' pages, not to a listing of this demo; postbacks to them are
 * accepted from this machine (TopG) or with the demo's pingback key (GTop100), as docs/demo.md says.
 */
export const demoToplists = [
  {
    name: "GTop100",
    kind: "gtop100",
    vote_address: "https://gtop100.com/topsites/RAN-Online?vote=1&pingUsername={player}",
    secret: "demo-gtop100-pingback",
    addresses: "",
    cooldown_hours: 12,
    reward: "20.00",
  },
  {
    name: "TopG",
    kind: "topg",
    vote_address: "https://topg.org/ran-online-private-servers/in-000000-{player}",
    secret: "",
    addresses: "127.0.0.1",
    cooldown_hours: 12,
    reward: "20.00",
  },
] as const

export const seedToplists = Effect.fn("DemoSeed.toplists")(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO toplists ${sql.insert(
    Arr.map(demoToplists, (toplist, index) => ({ ...toplist, sort_order: index })),
  )}`
})
