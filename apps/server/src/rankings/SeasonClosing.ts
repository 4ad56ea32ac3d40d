import { currentMonthIn, GameTimeZone } from "@gatehouse/domain"
import { Clock, Effect, Layer } from "effect"
import { Rankings } from "./Rankings.ts"
import { previousSeason } from "./seasons.ts"

/**
 * Closes the ranking season that just ended: once when the server starts (in case it was down at
 * the turn of the month) and then at every midnight on the 1st in the game's time zone, for as long as the server
 * runs. Every instance does this; the season row makes sure only one of them writes the archive.
 * A closing that fails is logged and tried again at the next start.
 */
export const SeasonClosing = Layer.effectDiscard(
  Effect.gen(function* () {
    const rankings = yield* Rankings
    const timeZone = yield* GameTimeZone
    const closeLastSeason = Effect.gen(function* () {
      const current = yield* currentMonthIn(timeZone)
      yield* rankings
        .closeSeason(previousSeason(current, timeZone))
        .pipe(Effect.ignoreCause({ log: "Warn", message: "Closing the last ranking season failed" }))
      yield* Effect.sleep(current.end.getTime() - (yield* Clock.currentTimeMillis))
    })
    yield* Effect.forkScoped(Effect.forever(closeLastSeason))
  }),
)
