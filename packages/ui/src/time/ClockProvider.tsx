import { createContext, type ReactNode, useContext } from "react"
import { type Clock, systemClock } from "./clock.ts"

const ClockContext = createContext<Clock>(systemClock)

export interface ClockProviderProps {
  /** The clock every component below reads; `systemClock`, or a `createTestClock` in stories and tests. */
  readonly clock: Clock
  /** The part of the page that reads this clock. */
  readonly children: ReactNode
}

/**
 * Gives the components below it their clock: the header clock, the banner rotator and relative
 * dates read the time and wait through it. Without a provider they use the real clock, so an app
 * needs one only to show another time (a story at a fixed instant, a test that moves time itself).
 */
export const ClockProvider = ({ clock, children }: ClockProviderProps) => (
  <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>
)

/** The clock of the nearest `ClockProvider`, or the real clock. */
export const useClock = (): Clock => useContext(ClockContext)
