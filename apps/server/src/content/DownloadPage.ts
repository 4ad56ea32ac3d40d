import { type SystemRequirement, SystemRequirementsResponse } from "@gatehouse/api-client"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"

export interface ServerInfo {
  readonly img_url: string
  readonly description: string
}

/** Migration 0009 writes both settings; these stand in only if an operator deleted them. */
const serverInfoFallback: ServerInfo = {
  img_url: "/media/info/server.svg",
  description: "Server information",
}

/** One row of the System Requirement table, as the contract describes it. */
export const RequirementRow = SystemRequirementsResponse.fields.data.value

const SettingRow = Schema.Struct({ key: Schema.String, value: Schema.String })

/**
 * What the download page shows besides the links (the System Requirement table) and the single
 * image of the Server information page. Operators edit both in the database.
 */
export class DownloadPage extends Context.Service<
  DownloadPage,
  {
    readonly systemRequirements: Effect.Effect<ReadonlyArray<SystemRequirement>>
    readonly serverInfo: Effect.Effect<ServerInfo>
  }
>()("gatehouse/server/DownloadPage") {
  static readonly layer = Layer.effect(
    DownloadPage,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const systemRequirements = SqlSchema.findAll({
        Request: Schema.Void,
        Result: RequirementRow,
        execute: () => sql`
          SELECT component, label, minimum, recommended FROM system_requirements
          ORDER BY sort_order, component`,
      })().pipe(Effect.orDie, Effect.withSpan("DownloadPage.systemRequirements"))

      const serverInfo = SqlSchema.findAll({
        Request: Schema.Void,
        Result: SettingRow,
        execute: () => sql`
          SELECT key, value FROM site_settings WHERE key IN ('server_info_image', 'server_info_description')`,
      })().pipe(
        Effect.map((rows) => {
          const setting = (key: string) => rows.find((row) => row.key === key)?.value
          return {
            img_url: setting("server_info_image") ?? serverInfoFallback.img_url,
            description: setting("server_info_description") ?? serverInfoFallback.description,
          }
        }),
        Effect.orDie,
        Effect.withSpan("DownloadPage.serverInfo"),
      )

      return DownloadPage.of({ systemRequirements, serverInfo })
    }),
  )
}
