import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The Site content page's demo (docs/demo.md): the operation policy and the terms of service are
 * written, so their pages and links show; the privacy policy and the cash agreement are left for
 * staff to write, so their footer links show the empty placeholders spec §2 starts with.
 */
export const demoPolicies = [
  {
    slug: "operation",
    body: [
      "These rules keep the server fair and friendly. Staff may warn, mute or suspend accounts that break them.",
      "One account per player may join school wars and rankings. Sharing or selling accounts is not allowed.",
      "Cheating programs, exploiting bugs and trading items for real money lead to a suspension.\nReport bugs through Submit Ticket instead.",
      "Be respectful in chat. Harassment, hate speech and spam are muted first and suspended if repeated.",
    ].join("\n\n"),
  },
  {
    slug: "terms",
    body: [
      "By creating an account you agree to these terms and to the Operation Policy.",
      "Gatehouse is a fan-run server, free to play. Staff may change, reset or close the server and its data.",
      "You are responsible for keeping your password secret. Staff will never ask for it.",
    ].join("\n\n"),
  },
] as const

export const seedConsoleContent = Effect.fn("DemoSeed.consoleContent")(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const policy of demoPolicies) {
    yield* sql`INSERT INTO policy_pages (slug, body) VALUES (${policy.slug}, ${policy.body})
      ON CONFLICT (slug) DO NOTHING`
  }
})
