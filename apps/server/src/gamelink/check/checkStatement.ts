import type { GameDialect } from "../sql/dialect.ts"
import { type Fragment, parameter, render } from "../sql/fragment.ts"
import { nvarchar } from "../sql/gameSchema.ts"
import type { GameStatement } from "../sql/statements.ts"

/** The holes of `gamelink check`'s catalogue queries: what is asked about, as text. */
export const asked = {
  table: parameter("table", nvarchar),
  column: parameter("column", nvarchar),
  permission: parameter("permission", nvarchar),
} as const

/** A query of `gamelink check`'s own: read only, and needing no grant on the game's tables. */
export const checkStatement =
  (dialect: GameDialect) =>
  (name: string, fragment: Fragment): GameStatement => ({
    name,
    database: "user",
    grants: [],
    ...render(fragment, dialect.placeholder),
  })
