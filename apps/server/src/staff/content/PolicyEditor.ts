import type { PolicyPayload, StaffPolicyPage } from "@gatehouse/api-client/console"
import { policyPages, policySlugs } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { Changes } from "../../cache/Changes.ts"
import { decodeRows } from "../../database/rows.ts"
import { InputRefused } from "../../refusals.ts"
import { type Actor, AuditLog } from "../AuditLog.ts"
import { staffChange, staffRead } from "./staffChange.ts"

export const policyMessages = {
  published: (title: string) => `The ${title} was published.`,
  takenDown: (title: string) => `The ${title} was taken down; its footer link is empty again.`,
  nothingToTakeDown: "This page has not been written yet, so there is nothing to take down.",
} as const

const PolicyRow = Schema.Struct({
  slug: Schema.Literals(policySlugs),
  body: Schema.String,
  updated_at: Schema.Date,
})

/** Line breaks as the browser may send them (\r\n) are kept as \n, and the ends trimmed. */
const normalisedBody = (body: string) => body.replace(/\r\n?/g, "\n").trim()

/**
 * The policy pages (operation policy, privacy policy, cash agreement, terms of service) as staff
 * write them: plain paragraphs, no markup, so nothing a page says can run in a player's browser.
 * Writing a page publishes it at once; empty text takes it down. Each change is audited and
 * refreshes every instance's frame links and policy pages.
 */
export class PolicyEditor extends Context.Service<
  PolicyEditor,
  {
    readonly list: Effect.Effect<ReadonlyArray<StaffPolicyPage>>
    /** Answers the sentence to show the staff member. */
    readonly save: (actor: Actor, page: PolicyPayload) => Effect.Effect<string, InputRefused>
  }
>()("gatehouse/server/PolicyEditor") {
  static readonly layer = Layer.effect(
    PolicyEditor,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* AuditLog
      const changes = yield* Changes

      const list = staffRead(
        Effect.map(decodeRows(PolicyRow, sql`SELECT slug, body, updated_at FROM policy_pages`), (rows) =>
          policyPages.map((page): StaffPolicyPage => {
            const row = rows.find((candidate) => candidate.slug === page.slug)
            return {
              slug: page.slug,
              title: page.title,
              body: row?.body ?? "",
              updatedAt: row?.updated_at.toISOString() ?? null,
            }
          }),
        ),
      ).pipe(Effect.withSpan("PolicyEditor.list"))

      const save = Effect.fn("PolicyEditor.save")(function* (actor: Actor, page: PolicyPayload) {
        const title = policyPages.find((entry) => entry.slug === page.slug)?.title ?? page.slug
        const body = normalisedBody(page.body)
        return yield* staffChange(
          sql,
          Effect.gen(function* () {
            const [before] = yield* decodeRows(
              PolicyRow,
              sql`SELECT slug, body, updated_at FROM policy_pages WHERE slug = ${page.slug} FOR UPDATE`,
            )
            if (body === "") {
              if (before === undefined)
                return yield* new InputRefused({ message: policyMessages.nothingToTakeDown })
              yield* sql`DELETE FROM policy_pages WHERE slug = ${page.slug}`
              yield* audit.record({
                actor,
                action: "policy.takedown",
                target: `policy ${page.slug}`,
                before: { body: before.body },
              })
              yield* changes.announce("site")
              return policyMessages.takenDown(title)
            }
            yield* sql`INSERT INTO policy_pages (slug, body) VALUES (${page.slug}, ${body})
              ON CONFLICT (slug) DO UPDATE SET body = excluded.body, updated_at = now()`
            yield* audit.record({
              actor,
              action: "policy.write",
              target: `policy ${page.slug}`,
              before: before === undefined ? null : { body: before.body },
              after: { body },
            })
            yield* changes.announce("site")
            return policyMessages.published(title)
          }),
        )
      })

      return PolicyEditor.of({ list, save })
    }),
  )
}
