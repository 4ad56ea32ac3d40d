// The game's time now, read from the Effect `Clock` (which tests control) in the game's time zone,
// for the server's Effect programs. Apart from time.ts, whose formatting a browser app (the ui's
// clocks) uses without Effect: these values are built when the module loads, so a bundler keeps a
// module holding them, and Effect with it, even in an app that never reads them.
import { Clock, Context, Effect } from "effect"
import { defaultTimeZone, type ManilaClock, manilaClock, type ZonedMonth, zonedMonth } from "./time.ts"

/**
 * The game's time zone (an IANA name) every date rule counts days and months in. The server
 * provides its setting (GAME_TIME_ZONE); anything that provides none counts in Manila.
 */
export const GameTimeZone = Context.Reference<string>("gatehouse/domain/GameTimeZone", {
  defaultValue: () => defaultTimeZone,
})

/** The Manila header clock at the current time of the Effect `Clock` (controllable in tests). */
export const currentManilaClock: Effect.Effect<ManilaClock> = Effect.map(Clock.currentTimeMillis, manilaClock)

/** The calendar month (ranking season) of `timeZone` at the current time of the Effect `Clock`. */
export const currentMonthIn = (timeZone: string): Effect.Effect<ZonedMonth> =>
  Effect.map(Clock.currentTimeMillis, (now) => zonedMonth(now, timeZone))

/** The calendar month (ranking season) of the game's time zone at the current time of the Effect `Clock`. */
export const currentGameMonth: Effect.Effect<ZonedMonth> = Effect.gen(function* () {
  return yield* currentMonthIn(yield* GameTimeZone)
})
