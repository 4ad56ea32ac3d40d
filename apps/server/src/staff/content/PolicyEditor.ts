import type { PolicyPayload, StaffPolicyPage, TranslationLanguage } from "@gatehouse/api-client/console"
import { isTranslationLanguage, languageName } from "@gatehouse/api-client/console"
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
  translated: (title: string, language: string) => `The ${title} in ${language} was published.`,
  untranslated: (title: string, language: string) =>
    `The ${title} in ${language} was removed; its readers read the English page.`,
  nothingToRemove: (language: string) => `This page has no ${language} text to remove.`,
  englishFirst: "Write the page in English first: a translation shows only on a written page.",
} as const

const TranslationRow = Schema.Struct({
  slug: Schema.String,
  language: Schema.String,
  body: Schema.String,
  updated_at: Schema.Date,
})

const PolicyRow = Schema.Struct({
  slug: Schema.Literals(policySlugs),
  body: Schema.String,
  updated_at: Schema.Date,
})

/** Line breaks as the browser may send them (\r\n) are kept as \n, and the ends trimmed. */
const normalisedBody = (body: string) => body.replace(/\r\n?/g, "\n").trim()

/** A policy page's name as the audit log reads it; its slug when the page is not one of ours. */
const titleOf = (slug: string) => policyPages.find((entry) => entry.slug === slug)?.title ?? slug

/**
 * The policy pages (operation policy, privacy policy, cash agreement, terms of service) as staff
 * write them: plain paragraphs, no markup, so nothing a page says can run in a player's browser.
 * Writing a page publishes it at once; empty text takes it down, in every language. A page may
 * also be written in the portal's other languages once its English is. Each change is audited and
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
        Effect.map(
          Effect.zip(
            decodeRows(PolicyRow, sql`SELECT slug, body, updated_at FROM policy_pages`),
            decodeRows(
              TranslationRow,
              sql`SELECT slug, language, body, updated_at FROM policy_page_translations ORDER BY language`,
            ),
          ),
          ([rows, translations]) =>
            policyPages.map((page): StaffPolicyPage => {
              const row = rows.find((candidate) => candidate.slug === page.slug)
              return {
                slug: page.slug,
                title: page.title,
                body: row?.body ?? "",
                updatedAt: row?.updated_at.toISOString() ?? null,
                // A row of a language no longer shipped is kept but not shown.
                translations: translations.flatMap(({ slug, language, body, updated_at }) =>
                  slug === page.slug && isTranslationLanguage(language)
                    ? [{ language, body, updatedAt: updated_at.toISOString() }]
                    : [],
                ),
              }
            }),
        ),
      ).pipe(Effect.withSpan("PolicyEditor.list"))

      /** Writes or (with empty text) removes the page's text in a language besides English. */
      /** A page's English row, locked for the change about to be made (none until it is written). */
      const lockedPage = (slug: string) =>
        decodeRows(
          PolicyRow,
          sql`SELECT slug, body, updated_at FROM policy_pages WHERE slug = ${slug} FOR UPDATE`,
        )

      const saveTranslation = (actor: Actor, page: PolicyPayload, language: TranslationLanguage) =>
        Effect.gen(function* () {
          const title = titleOf(page.slug)
          const name = languageName(language)
          const body = normalisedBody(page.body)
          const target = `policy ${page.slug} ${language}`
          return yield* staffChange(
            sql,
            Effect.gen(function* () {
              const [english] = yield* lockedPage(page.slug)
              const [before] = yield* decodeRows(
                TranslationRow,
                sql`SELECT slug, language, body, updated_at FROM policy_page_translations
                WHERE slug = ${page.slug} AND language = ${language}`,
              )
              if (body === "") {
                if (before === undefined)
                  return yield* new InputRefused({ message: policyMessages.nothingToRemove(name) })
                yield* sql`DELETE FROM policy_page_translations WHERE slug = ${page.slug} AND language = ${language}`
                yield* audit.record({
                  actor,
                  action: "policy.untranslate",
                  target,
                  before: { body: before.body },
                })
                yield* changes.announce("site")
                return policyMessages.untranslated(title, name)
              }
              if (english === undefined)
                return yield* new InputRefused({ message: policyMessages.englishFirst })
              yield* sql`INSERT INTO policy_page_translations (slug, language, body)
                VALUES (${page.slug}, ${language}, ${body})
                ON CONFLICT (slug, language) DO UPDATE SET body = excluded.body, updated_at = now()`
              yield* audit.record({
                actor,
                action: "policy.translate",
                target,
                before: before === undefined ? null : { body: before.body },
                after: { body },
              })
              yield* changes.announce("site")
              return policyMessages.translated(title, name)
            }),
          )
        })

      const save = Effect.fn("PolicyEditor.save")(function* (actor: Actor, page: PolicyPayload) {
        if (page.language !== undefined) return yield* saveTranslation(actor, page, page.language)
        const title = titleOf(page.slug)
        const body = normalisedBody(page.body)
        return yield* staffChange(
          sql,
          Effect.gen(function* () {
            const [before] = yield* lockedPage(page.slug)
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
