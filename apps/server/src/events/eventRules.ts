import type { EventPayload } from "@gatehouse/api-client/console"
import { eventTexts, instantOfZonedTime, isEventLink } from "@gatehouse/domain"
import { Effect } from "effect"
import { InputRefused } from "../refusals.ts"

/** What the server answers the Events page. */
export const eventAnswers = {
  created: (title: string) => `Event "${title}" scheduled.`,
  saved: (title: string) => `Event "${title}" saved.`,
  deleted: (title: string) => `Event "${title}" deleted.`,
  noEvent: "There is no such event.",
  refused: "The event was not saved: check the fields marked.",
  noTitle: "Give the event a title.",
} as const

/** The row an event payload stores. */
export interface EventValues {
  readonly title: string
  readonly starts_at: Date
  readonly ends_at: Date | null
  readonly link: string | null
}

/**
 * The row to store once the rules hold, at `now`: a real time on the game's clock (`timeZone`), an end after the start, not
 * already over (it would never be shown), a link the page can open. A 422 naming each bad field otherwise.
 */
export const checkedEvent = (input: EventPayload, now: number, timeZone: string) => {
  const errors: Record<string, Array<string>> = {}
  const problem = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message]
  }
  const title = input.title.trim()
  if (title === "") problem("title", eventAnswers.noTitle)
  const startsAt = instantOfZonedTime(input.startsAt, timeZone)
  if (startsAt === undefined) problem("startsAt", eventTexts.badTime)
  const endsAt = input.endsAt.trim() === "" ? null : instantOfZonedTime(input.endsAt, timeZone)
  if (endsAt === undefined) problem("endsAt", eventTexts.badTime)
  if (startsAt !== undefined && endsAt != null && endsAt <= startsAt)
    problem("endsAt", eventTexts.endBeforeStart)
  const overAt = endsAt ?? startsAt
  if (startsAt !== undefined && endsAt !== undefined && overAt !== undefined && overAt <= now)
    problem(endsAt === null ? "startsAt" : "endsAt", eventTexts.overAlready)
  const link = input.link.trim()
  if (link !== "" && !isEventLink(link)) problem("link", eventTexts.badLink)
  return Object.keys(errors).length > 0 || startsAt === undefined || endsAt === undefined
    ? Effect.fail(new InputRefused({ message: eventAnswers.refused, errors }))
    : Effect.succeed<EventValues>({
        title,
        starts_at: new Date(startsAt),
        ends_at: endsAt === null ? null : new Date(endsAt),
        link: link === "" ? null : link,
      })
}
