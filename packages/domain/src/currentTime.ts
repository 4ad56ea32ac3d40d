// The Manila time now, read from the Effect `Clock` (which tests control), for the server's Effect
// programs. Apart from time.ts, whose formatting a browser app (the ui's clocks) uses without Effect:
// these values are built when the module loads, so a bundler keeps a module holding them, and Effect
// with it, even in an app that never reads them.
import { Clock, Effect } from "effect"
import { type ManilaClock, type ManilaMonth, manilaClock, manilaMonth } from "./time.ts"

/** The header clock at the current time of the Effect `Clock` (controllable in tests). */
export const currentManilaClock: Effect.Effect<ManilaClock> = Effect.map(Clock.currentTimeMillis, manilaClock)

/** The ranking season at the current time of the Effect `Clock`. */
export const currentManilaMonth: Effect.Effect<ManilaMonth> = Effect.map(Clock.currentTimeMillis, manilaMonth)
