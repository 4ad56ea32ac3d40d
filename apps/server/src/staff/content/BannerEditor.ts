import type {
  BannerPayload,
  BannerTranslationPayload,
  MoveDirection,
  StaffBanner,
} from "@gatehouse/api-client/console"
import { isTranslationLanguage, languageName } from "@gatehouse/api-client/console"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { Changes } from "../../cache/Changes.ts"
import { decodeRows } from "../../database/rows.ts"
import { NotAvailable, StateConflict } from "../../refusals.ts"
import { type Actor, AuditLog } from "../AuditLog.ts"
import { staffChange, staffRead } from "./staffChange.ts"

export const bannerMessages = {
  notFound: "This banner does not exist any more.",
  created: "The banner was added at the end of the rotator.",
  saved: "The banner was saved.",
  moved: "The banner was moved.",
  alreadyFirst: "The banner is already the first.",
  alreadyLast: "The banner is already the last.",
  deleted: "The banner was deleted.",
  translated: (language: string) => `The banner's ${language} title was saved.`,
  untranslated: (language: string) =>
    `The banner's ${language} title was removed; it shows the English title.`,
  nothingToRemove: (language: string) => `This banner has no ${language} title to remove.`,
} as const

const BannerRow = Schema.Struct({
  id: Schema.Int,
  img_url: Schema.NullOr(Schema.String),
  title: Schema.String,
  link_url: Schema.NullOr(Schema.String),
  sort_order: Schema.Int,
  is_active: Schema.Boolean,
})
type BannerRow = typeof BannerRow.Type

const TranslationRow = Schema.Struct({ banner_id: Schema.Int, language: Schema.String, title: Schema.String })
type TranslationRow = typeof TranslationRow.Type

const asBanner = (row: BannerRow, translations: ReadonlyArray<TranslationRow> = []): StaffBanner => ({
  id: row.id,
  imgUrl: row.img_url,
  title: row.title,
  linkUrl: row.link_url,
  isActive: row.is_active,
  // A row of a language no longer shipped is kept but not shown.
  translations: translations.flatMap(({ banner_id, language, title }) =>
    banner_id === row.id && isTranslationLanguage(language) ? [{ language, title }] : [],
  ),
})

/**
 * The banner rotator as staff edit it: every banner, active or not, in the rotator's order. Each
 * change is audited and refreshes the public banner list on every instance.
 */
export class BannerEditor extends Context.Service<
  BannerEditor,
  {
    readonly list: Effect.Effect<ReadonlyArray<StaffBanner>>
    readonly save: (actor: Actor, banner: BannerPayload) => Effect.Effect<StaffBanner, NotAvailable>
    /** Writes or (with an empty title) removes a banner's title in a language; answers what to tell staff. */
    readonly translate: (
      actor: Actor,
      translation: BannerTranslationPayload,
    ) => Effect.Effect<string, NotAvailable>
    readonly move: (
      actor: Actor,
      id: number,
      direction: MoveDirection,
    ) => Effect.Effect<void, NotAvailable | StateConflict>
    readonly remove: (actor: Actor, id: number) => Effect.Effect<void, NotAvailable>
  }
>()("gatehouse/server/BannerEditor") {
  static readonly layer = Layer.effect(
    BannerEditor,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* AuditLog
      const changes = yield* Changes

      const allRows = (lock: boolean) =>
        decodeRows(
          BannerRow,
          sql`SELECT id, img_url, title, link_url, sort_order, is_active FROM site_banners
          ORDER BY sort_order, id ${lock ? sql`FOR UPDATE` : sql``}`,
        )

      /** One banner, locked for the change about to be made, or NotAvailable when it is gone. */
      const lockedBanner = (id: number) =>
        Effect.flatMap(
          decodeRows(
            BannerRow,
            sql`SELECT id, img_url, title, link_url, sort_order, is_active
            FROM site_banners WHERE id = ${id} FOR UPDATE`,
          ),
          ([row]) =>
            row === undefined
              ? Effect.fail(new NotAvailable({ message: bannerMessages.notFound }))
              : Effect.succeed(row),
        )

      const allTranslations = decodeRows(
        TranslationRow,
        sql`SELECT banner_id, language, title FROM site_banner_translations ORDER BY language`,
      )

      const list = staffRead(
        Effect.map(Effect.zip(allRows(false), allTranslations), ([rows, translations]) =>
          rows.map((row) => asBanner(row, translations)),
        ),
      ).pipe(Effect.withSpan("BannerEditor.list"))

      const translate = Effect.fn("BannerEditor.translate")(function* (
        actor: Actor,
        translation: BannerTranslationPayload,
      ) {
        const title = translation.title.trim()
        const name = languageName(translation.language)
        return yield* staffChange(
          sql,
          Effect.gen(function* () {
            // Its English must be there (and stays put) while its translation changes.
            yield* lockedBanner(translation.id)
            const [before] = yield* decodeRows(
              TranslationRow,
              sql`SELECT banner_id, language, title FROM site_banner_translations
              WHERE banner_id = ${translation.id} AND language = ${translation.language}`,
            )
            const target = `banner ${translation.id} ${translation.language}`
            if (title === "") {
              if (before === undefined)
                return yield* new NotAvailable({ message: bannerMessages.nothingToRemove(name) })
              yield* sql`DELETE FROM site_banner_translations
                WHERE banner_id = ${translation.id} AND language = ${translation.language}`
              yield* audit.record({
                actor,
                action: "banner.untranslate",
                target,
                before: { title: before.title },
              })
              yield* changes.announce("banners")
              return bannerMessages.untranslated(name)
            }
            yield* sql`INSERT INTO site_banner_translations (banner_id, language, title)
              VALUES (${translation.id}, ${translation.language}, ${title})
              ON CONFLICT (banner_id, language) DO UPDATE SET title = excluded.title`
            yield* audit.record({
              actor,
              action: "banner.translate",
              target,
              before: before === undefined ? null : { title: before.title },
              after: { title },
            })
            yield* changes.announce("banners")
            return bannerMessages.translated(name)
          }),
        )
      })

      const save = Effect.fn("BannerEditor.save")(function* (actor: Actor, banner: BannerPayload) {
        const fields = {
          img_url: banner.imgUrl,
          title: banner.title.trim(),
          link_url: banner.linkUrl.trim() === "" ? null : banner.linkUrl.trim(),
          is_active: banner.isActive,
        }
        return yield* staffChange(
          sql,
          Effect.gen(function* () {
            if (banner.id === undefined) {
              // A new banner goes last in the rotator.
              const [created] = yield* decodeRows(
                BannerRow,
                sql`
                INSERT INTO site_banners (img_url, title, link_url, is_active, sort_order)
                SELECT ${fields.img_url}, ${fields.title}, ${fields.link_url}, ${fields.is_active},
                       coalesce(max(sort_order) + 1, 0) FROM site_banners
                RETURNING id, img_url, title, link_url, sort_order, is_active`,
              )
              if (created === undefined) return yield* Effect.die("INSERT returned no row")
              yield* audit.record({
                actor,
                action: "banner.create",
                target: `banner ${created.id}`,
                after: asBanner(created),
              })
              yield* changes.announce("banners")
              return asBanner(created)
            }
            const before = yield* lockedBanner(banner.id)
            const [after] = yield* decodeRows(
              BannerRow,
              sql`UPDATE site_banners SET ${sql.update(fields)}
              WHERE id = ${banner.id} RETURNING id, img_url, title, link_url, sort_order, is_active`,
            )
            if (after === undefined) return yield* Effect.die("UPDATE returned no row")
            yield* audit.record({
              actor,
              action: "banner.update",
              target: `banner ${banner.id}`,
              before: asBanner(before),
              after: asBanner(after),
            })
            yield* changes.announce("banners")
            return asBanner(after)
          }),
        )
      })

      const move = Effect.fn("BannerEditor.move")(function* (
        actor: Actor,
        id: number,
        direction: MoveDirection,
      ) {
        yield* staffChange(
          sql,
          Effect.gen(function* () {
            const rows = yield* allRows(true)
            const from = rows.findIndex((row) => row.id === id)
            if (from === -1) return yield* new NotAvailable({ message: bannerMessages.notFound })
            const to = direction === "up" ? from - 1 : from + 1
            if (to < 0) return yield* new StateConflict({ message: bannerMessages.alreadyFirst })
            if (to >= rows.length) return yield* new StateConflict({ message: bannerMessages.alreadyLast })
            const order = rows.map((row) => row.id)
            order[from] = order[to] as number
            order[to] = id
            // Renumbered from 0 so that banners sharing a sort order by hand get one each.
            for (const [position, bannerId] of order.entries()) {
              yield* sql`UPDATE site_banners SET sort_order = ${position} WHERE id = ${bannerId}`
            }
            yield* audit.record({
              actor,
              action: "banner.move",
              target: `banner ${id}`,
              before: { position: from + 1 },
              after: { position: to + 1 },
            })
            yield* changes.announce("banners")
          }),
        )
      })

      const remove = Effect.fn("BannerEditor.remove")(function* (actor: Actor, id: number) {
        yield* staffChange(
          sql,
          Effect.gen(function* () {
            const [before] = yield* decodeRows(
              BannerRow,
              sql`DELETE FROM site_banners WHERE id = ${id}
              RETURNING id, img_url, title, link_url, sort_order, is_active`,
            )
            if (before === undefined) return yield* new NotAvailable({ message: bannerMessages.notFound })
            yield* audit.record({
              actor,
              action: "banner.delete",
              target: `banner ${id}`,
              before: asBanner(before),
            })
            yield* changes.announce("banners")
          }),
        )
      })

      return BannerEditor.of({ list, save, translate, move, remove })
    }),
  )
}
