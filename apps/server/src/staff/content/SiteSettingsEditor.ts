import type { SiteSettingsPayload, SocialLinkPayload, StaffSocialLink } from "@gatehouse/api-client/console"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { Changes } from "../../cache/Changes.ts"
import { siteSettingKeys } from "../../content/siteSettingKeys.ts"
import { decodeRows } from "../../database/rows.ts"
import { NotAvailable } from "../../refusals.ts"
import { type Actor, AuditLog } from "../AuditLog.ts"
import { staffChange, staffRead } from "./staffChange.ts"

export const settingsMessages = {
  saved: "The settings were saved.",
  socialNotFound: "This community link does not exist any more.",
  socialCreated: "The community link was added.",
  socialSaved: "The community link was saved.",
  socialDeleted: "The community link was deleted.",
} as const

export interface SiteSettings {
  readonly serverInfoImage: string
  readonly serverInfoDescription: string
  readonly agentChatUrl: string
}

const SocialRow = Schema.Struct({
  id: Schema.Int,
  network: Schema.String,
  name: Schema.String,
  description: Schema.String,
  url: Schema.String,
  is_published: Schema.Boolean,
})
type SocialRow = typeof SocialRow.Type

const SettingRow = Schema.Struct({ key: Schema.String, value: Schema.String })

const asSocial = (row: SocialRow): StaffSocialLink => ({
  id: row.id,
  network: row.network,
  name: row.name,
  description: row.description,
  url: row.url,
  isPublished: row.is_published,
})

/**
 * The site's settings staff edit (the server information picture and its description, and where
 * 'Talk to an Agent' leads) and the Socials page's community links. Each change is audited; the
 * messenger link's change refreshes every instance's frame links.
 */
export class SiteSettingsEditor extends Context.Service<
  SiteSettingsEditor,
  {
    readonly read: Effect.Effect<{
      readonly settings: SiteSettings
      readonly socials: ReadonlyArray<StaffSocialLink>
    }>
    readonly save: (actor: Actor, settings: SiteSettingsPayload) => Effect.Effect<void>
    readonly saveSocial: (
      actor: Actor,
      link: SocialLinkPayload,
    ) => Effect.Effect<StaffSocialLink, NotAvailable>
    readonly removeSocial: (actor: Actor, id: number) => Effect.Effect<void, NotAvailable>
  }
>()("gatehouse/server/SiteSettingsEditor") {
  static readonly layer = Layer.effect(
    SiteSettingsEditor,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* AuditLog
      const changes = yield* Changes

      const readSettings = (lock: boolean) =>
        Effect.map(
          decodeRows(
            SettingRow,
            sql`SELECT key, value FROM site_settings
            WHERE key IN (${siteSettingKeys.serverInfoImage}, ${siteSettingKeys.serverInfoDescription},
                          ${siteSettingKeys.agentChatUrl})
            ${lock ? sql`FOR UPDATE` : sql``}`,
          ),
          (rows): SiteSettings => {
            const value = (key: string) => rows.find((row) => row.key === key)?.value ?? ""
            return {
              serverInfoImage: value(siteSettingKeys.serverInfoImage),
              serverInfoDescription: value(siteSettingKeys.serverInfoDescription),
              agentChatUrl: value(siteSettingKeys.agentChatUrl),
            }
          },
        )

      const read = staffRead(
        Effect.all({
          settings: readSettings(false),
          socials: Effect.map(
            decodeRows(
              SocialRow,
              sql`SELECT id, network, name, description, url, is_published FROM social_links ORDER BY position, id`,
            ),
            (rows) => rows.map(asSocial),
          ),
        }),
      ).pipe(Effect.withSpan("SiteSettingsEditor.read"))

      const put = (key: string, value: string) =>
        value === ""
          ? sql`DELETE FROM site_settings WHERE key = ${key}`
          : sql`INSERT INTO site_settings (key, value) VALUES (${key}, ${value})
              ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`

      const save = Effect.fn("SiteSettingsEditor.save")(function* (
        actor: Actor,
        payload: SiteSettingsPayload,
      ) {
        const after: SiteSettings = {
          serverInfoImage: payload.serverInfoImage.trim(),
          serverInfoDescription: payload.serverInfoDescription.trim(),
          agentChatUrl: payload.agentChatUrl.trim(),
        }
        yield* staffChange(
          sql,
          Effect.gen(function* () {
            const before = yield* readSettings(true)
            yield* put(siteSettingKeys.serverInfoImage, after.serverInfoImage)
            yield* put(siteSettingKeys.serverInfoDescription, after.serverInfoDescription)
            yield* put(siteSettingKeys.agentChatUrl, after.agentChatUrl)
            yield* audit.record({ actor, action: "settings.update", target: "site settings", before, after })
            yield* changes.announce("site")
          }),
        )
      })

      const saveSocial = Effect.fn("SiteSettingsEditor.saveSocial")(function* (
        actor: Actor,
        link: SocialLinkPayload,
      ) {
        const fields = {
          network: link.network.trim(),
          name: link.name.trim(),
          description: link.description.trim(),
          url: link.url.trim(),
          is_published: link.isPublished,
        }
        return yield* staffChange(
          sql,
          Effect.gen(function* () {
            if (link.id === undefined) {
              const [created] = yield* decodeRows(
                SocialRow,
                sql`
                INSERT INTO social_links (network, name, description, url, is_published, position)
                SELECT ${fields.network}, ${fields.name}, ${fields.description}, ${fields.url},
                       ${fields.is_published}, coalesce(max(position) + 1, 0) FROM social_links
                RETURNING id, network, name, description, url, is_published`,
              )
              if (created === undefined) return yield* Effect.die("INSERT returned no row")
              yield* audit.record({
                actor,
                action: "social.create",
                target: `social link ${created.id}`,
                after: asSocial(created),
              })
              // The footer of every page shows the published links.
              yield* changes.announce("site")
              return asSocial(created)
            }
            const [before] = yield* decodeRows(
              SocialRow,
              sql`SELECT id, network, name, description, url, is_published FROM social_links
              WHERE id = ${link.id} FOR UPDATE`,
            )
            if (before === undefined)
              return yield* new NotAvailable({ message: settingsMessages.socialNotFound })
            const [after] = yield* decodeRows(
              SocialRow,
              sql`UPDATE social_links SET ${sql.update(fields)}
              WHERE id = ${link.id} RETURNING id, network, name, description, url, is_published`,
            )
            if (after === undefined) return yield* Effect.die("UPDATE returned no row")
            yield* audit.record({
              actor,
              action: "social.update",
              target: `social link ${link.id}`,
              before: asSocial(before),
              after: asSocial(after),
            })
            yield* changes.announce("site")
            return asSocial(after)
          }),
        )
      })

      const removeSocial = Effect.fn("SiteSettingsEditor.removeSocial")(function* (actor: Actor, id: number) {
        yield* staffChange(
          sql,
          Effect.gen(function* () {
            const [before] = yield* decodeRows(
              SocialRow,
              sql`DELETE FROM social_links WHERE id = ${id}
              RETURNING id, network, name, description, url, is_published`,
            )
            if (before === undefined)
              return yield* new NotAvailable({ message: settingsMessages.socialNotFound })
            yield* audit.record({
              actor,
              action: "social.delete",
              target: `social link ${id}`,
              before: asSocial(before),
            })
            yield* changes.announce("site")
          }),
        )
      })

      return SiteSettingsEditor.of({ read, save, saveSocial, removeSocial })
    }),
  )
}
