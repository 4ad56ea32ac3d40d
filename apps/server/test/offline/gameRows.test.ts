import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit, Schema } from "effect"
import { UnexpectedRows } from "../../src/database/rows.ts"
import { decodeGameRows, GameCount, GameNumber, GameText } from "../../src/gamelink/gameRows.ts"
import type { GameStatement } from "../../src/gamelink/sql/statements.ts"

const decode = <S extends Schema.Decoder<unknown>>(schema: S, value: unknown) =>
  Schema.decodeUnknownExit(schema)(value)

const charactersPage: GameStatement = {
  name: "charactersPage",
  database: "game",
  text: "SELECT ChaNum, ChaName FROM dbo.ChaInfo",
  parameters: [],
  grants: [],
}

describe("the game's values as its drivers hand them over", () => {
  it("reads a whole number from a number, a bigint column's text, a bigint or a bit", () => {
    for (const [given, read] of [
      [42, 42],
      ["9007199254740991", 9007199254740991],
      [12n, 12],
      [true, 1],
      [false, 0],
    ] as const) {
      expect(decode(GameNumber, given)).toStrictEqual(Exit.succeed(read))
    }
  })

  it("refuses what is no number rather than passing NaN on", () => {
    for (const given of ["", "twelve", null, undefined, {}])
      expect(Exit.isFailure(decode(GameNumber, given))).toBe(true)
  })

  it("reads a column the game leaves NULL as 0 or as empty text", () => {
    expect(decode(GameCount, null)).toStrictEqual(Exit.succeed(0))
    expect(decode(GameText, null)).toStrictEqual(Exit.succeed(""))
  })

  it.effect("a row the link does not understand stops the read, naming the statement", () =>
    Effect.gen(function* () {
      const Row = Schema.Struct({ chanum: GameNumber, chaname: GameText })
      const read = yield* decodeGameRows(Row, charactersPage, [{ chanum: "7", chaname: null }])
      expect(read).toEqual([{ chanum: 7, chaname: "" }])
      const exit = yield* Effect.exit(
        decodeGameRows(Row, charactersPage, [{ chanum: "seven", chaname: "Ace" }]),
      )
      const defect = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
      expect(defect).toBeInstanceOf(UnexpectedRows)
      expect(String(defect)).toContain("charactersPage")
    }),
  )
})
