import { defaultTimeZone, parseServerDate, wallTimeIn } from "./time.ts"

/**
 * Events staff schedule in the console and the home page counts down to (docs/events.md). Times are
 * typed and shown on the game's clock (its time zone, Manila unless set); the API carries instants.
 */

/** How many of the next events the home page shows. */
export const homeEventCount = 3

/** The longest title and link an event may have. */
export const eventLimits = { title: 80, link: 500 } as const

/**
 * The events' words players and the server share: the home page's widget, and the refusals the
 * server answers and the console shows beside their fields. The console's own words are its own.
 */
export const eventTexts = {
  title: "Upcoming Events",
  none: "No events are scheduled right now.",
  startsIn: "Starts in",
  endsIn: "Ends in",
  running: "Running now",
  badTime: "Give a date and time, such as 2026-12-24 20:00.",
  endBeforeStart: "The end must come after the start.",
  overAlready: "This event would already be over: give a time still to come.",
  badLink: "A link starts with https://, http:// or / (a page of this site).",
} as const

/** An event as players see it: instants in ISO form, the end and link when staff gave them. */
export interface ScheduledEvent {
  readonly id: number
  readonly title: string
  readonly startsAt: string
  readonly endsAt: string | null
  readonly link: string | null
}

/** When an event stops being shown: its end, or its start when it has none. */
export const eventOverAt = (event: Pick<ScheduledEvent, "startsAt" | "endsAt">): number =>
  Date.parse(event.endsAt ?? event.startsAt)

/** Whether an event is still to come or running at `now`. */
export const isEventShown = (event: Pick<ScheduledEvent, "startsAt" | "endsAt">, now: number): boolean =>
  eventOverAt(event) > now

/**
 * The instant a date and time typed in the console names (`2026-12-24T20:00`, a space also) on the
 * clock of `timeZone`; undefined otherwise, and for a time the zone skips when its clocks go forward.
 */
export const instantOfZonedTime = (text: string, timeZone: string = defaultTimeZone): number | undefined => {
  const trimmed = text.trim()
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/.test(trimmed)) return undefined
  const at = parseServerDate(trimmed, timeZone)
  if (at === null) return undefined
  // Date.parse rolls 2026-02-30 over to March: only a time that reads back the same is a real one.
  return zonedTimeOf(at, timeZone) === trimmed.replace(" ", "T") ? at : undefined
}

const pad2 = (n: number): string => n.toString().padStart(2, "0")

/** An instant as the console's date-time field writes it on the clock of `timeZone` (`2026-12-24T20:00`). */
export const zonedTimeOf = (millis: number, timeZone: string = defaultTimeZone): string => {
  const wall = wallTimeIn(millis, timeZone)
  return `${wall.year.toString().padStart(4, "0")}-${pad2(wall.month)}-${pad2(wall.day)}T${pad2(wall.hour)}:${pad2(wall.minute)}`
}

/** A link staff may give an event: an outside address, or a path of the portal (never `//host`). */
export const isEventLink = (link: string): boolean => /^(https?:\/\/\S+|\/(?!\/)\S*)$/i.test(link)

/** Whole days, hours, minutes and seconds until `at`, never below zero. */
export const countdownParts = (at: number, now: number) => {
  const left = Math.max(0, Math.floor((at - now) / 1000))
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  }
}

/** The time left as a player reads it: "2d 04:05:09", or "04:05:09" under a day. */
export const countdownText = (at: number, now: number): string => {
  const { days, hours, minutes, seconds } = countdownParts(at, now)
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, "0")).join(":")
  return days > 0 ? `${days}d ${clock}` : clock
}
