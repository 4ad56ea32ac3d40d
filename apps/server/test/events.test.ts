import { assert, describe, layer } from "@effect/vitest"
import { eventTexts } from "@gatehouse/domain"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { Events } from "../src/events/Events.ts"
import { call } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { MigratedDatabase } from "./support/layers.ts"
import { testServer } from "./support/server.ts"
import { assertStaffOnly, latestAudit, staffTokens } from "./support/staff.ts"

/** A Manila wall-clock time as an instant. */
const manila = (time: string) => new Date(`${time}+08:00`)

/** A test clock for one test (the database's own timers keep the real one). */
const withTestClock = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.provide(effect, TestClock.layer())

interface PublicEvent {
  readonly id: number
  readonly title: string
  readonly startsAt: string
  readonly endsAt: string | null
  readonly link: string | null
}

const homeEvents = Effect.map(call("GET", "/getevents"), (response) => {
  assert.strictEqual(response.status, 200, response.text)
  return response.json().events as ReadonlyArray<PublicEvent>
})

const schedule = (
  token: string,
  event: { title: string; startsAt: string; endsAt?: string; link?: string },
) => call("POST", "/staff/events/create", { token, body: { endsAt: "", link: "", ...event } })

describe(`events over time on ${databaseKind}`, () => {
  layer(Events.layer.pipe(Layer.provideMerge(MigratedDatabase)), { excludeTestServices: true })((it) => {
    it.effect(
      "the home page lists what is to come or running, soonest first, and never an event that is over",
      () =>
        withTestClock(
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            const events = yield* Events
            yield* sql`INSERT INTO events (title, starts_at, ends_at) VALUES
            ('Lantern night', ${manila("2031-03-10T20:00:00")}, NULL),
            ('Double drop week', ${manila("2031-03-08T00:00:00")}, ${manila("2031-03-15T00:00:00")}),
            ('Last month''s raid', ${manila("2031-02-01T20:00:00")}, NULL),
            ('Boss rush', ${manila("2031-03-20T19:00:00")}, NULL),
            ('Far away', ${manila("2031-04-20T19:00:00")}, NULL)`
            const titles = Effect.map(events.upcoming, (list) => list.map((event) => event.title))

            yield* TestClock.setTime(manila("2031-03-09T12:00:00").getTime())
            // The running week first (by its start), then the next two: three in all.
            assert.deepStrictEqual(yield* titles, ["Double drop week", "Lantern night", "Boss rush"])

            // An event without an end is gone the moment it starts.
            yield* TestClock.setTime(manila("2031-03-10T20:00:00").getTime())
            assert.deepStrictEqual(yield* titles, ["Double drop week", "Boss rush", "Far away"])

            // An event with an end is gone at its end.
            yield* TestClock.setTime(manila("2031-03-15T00:00:00").getTime())
            assert.deepStrictEqual(yield* titles, ["Boss rush", "Far away"])

            const staffView = yield* events.list
            assert.deepStrictEqual(
              staffView.map((event) => [event.title, event.over]),
              [
                ["Boss rush", false],
                ["Far away", false],
                ["Lantern night", true],
                ["Double drop week", true],
                ["Last month's raid", true],
              ],
            )
          }),
        ),
    )
  })
})

describe("events", () => {
  layer(testServer(), { timeout: 120_000 })((it) => {
    it.effect("an administrator schedules an event in Manila time; the home page lists the next ones", () =>
      Effect.gen(function* () {
        const { administrator } = yield* staffTokens
        const created = yield* schedule(administrator, {
          title: "Double EXP weekend",
          startsAt: "2099-12-05T20:00",
          endsAt: "2099-12-07 23:00",
          link: "/news?topic=2",
        })
        assert.strictEqual(created.status, 200, created.text)
        assert.strictEqual(created.json().message, 'Event "Double EXP weekend" scheduled.')
        const [audit] = yield* latestAudit()
        assert.strictEqual(audit?.action, "event.create")
        assert.strictEqual(audit?.target, "Double EXP weekend")
        const soon = yield* schedule(administrator, { title: "Guild war", startsAt: "2099-12-02T21:00" })
        assert.strictEqual(soon.status, 200, soon.text)

        const listed = (yield* homeEvents).filter((event) => event.startsAt.startsWith("2099-12"))
        assert.deepStrictEqual(
          listed.map(({ title, startsAt, endsAt, link }) => ({ title, startsAt, endsAt, link })),
          [
            { title: "Guild war", startsAt: "2099-12-02T13:00:00.000Z", endsAt: null, link: null },
            {
              title: "Double EXP weekend",
              startsAt: "2099-12-05T12:00:00.000Z",
              endsAt: "2099-12-07T15:00:00.000Z",
              link: "/news?topic=2",
            },
          ],
        )
        const staffList = yield* call("GET", "/staff/events", { token: administrator })
        assert.includeMembers(
          (staffList.json().events as ReadonlyArray<{ title: string; over: boolean }>)
            .filter((event) => !event.over)
            .map((event) => event.title),
          ["Double EXP weekend", "Guild war"],
        )
      }),
    )

    it.effect("an administrator moves and deletes an event, each audited", () =>
      Effect.gen(function* () {
        const { administrator } = yield* staffTokens
        const created = yield* schedule(administrator, {
          title: "Fishing contest",
          startsAt: "2099-12-10T18:00",
        })
        const id = created.json().event.id as number
        const moved = yield* call("POST", "/staff/events/update", {
          token: administrator,
          body: {
            id,
            title: "Fishing contest",
            startsAt: "2099-12-11T18:00",
            endsAt: "",
            link: "https://example.org/fish",
          },
        })
        assert.strictEqual(moved.status, 200, moved.text)
        assert.strictEqual(moved.json().event.startsAt, "2099-12-11T10:00:00.000Z")
        const [updateAudit] = yield* latestAudit()
        assert.strictEqual(updateAudit?.action, "event.update")
        assert.deepInclude(updateAudit?.before as object, { startsAt: "2099-12-10T10:00:00.000Z" })

        const removed = yield* call("POST", "/staff/events/delete", { token: administrator, body: { id } })
        assert.strictEqual(removed.status, 200, removed.text)
        assert.strictEqual(removed.json().message, 'Event "Fishing contest" deleted.')
        assert.strictEqual((yield* latestAudit())[0]?.action, "event.delete")
        assert.notInclude(
          (yield* homeEvents).map((event) => event.id),
          id,
        )
        const again = yield* call("POST", "/staff/events/delete", { token: administrator, body: { id } })
        assert.strictEqual(again.status, 404)
        assert.strictEqual(again.json().message, "There is no such event.")
      }),
    )

    it.effect("bad input is a 4xx naming the field, and nothing is stored", () =>
      Effect.gen(function* () {
        const { administrator } = yield* staffTokens
        const before = (yield* call("GET", "/staff/events", { token: administrator })).json().events.length
        const refusals = [
          [{ title: "No such day", startsAt: "2099-02-30T20:00" }, "startsAt", eventTexts.badTime],
          [
            { title: "Backwards", startsAt: "2099-12-10T20:00", endsAt: "2099-12-10T19:00" },
            "endsAt",
            eventTexts.endBeforeStart,
          ],
          [{ title: "Yesterday", startsAt: "1969-12-31T20:00" }, "startsAt", eventTexts.overAlready],
          [
            { title: "Odd link", startsAt: "2099-12-10T20:00", link: "javascript:alert(1)" },
            "link",
            eventTexts.badLink,
          ],
          [{ title: "  ", startsAt: "2099-12-10T20:00" }, "title", "Give the event a title."],
        ] as const
        for (const [event, field, message] of refusals) {
          const refused = yield* schedule(administrator, event)
          assert.strictEqual(refused.status, 422, `${event.title}: ${refused.text}`)
          assert.deepStrictEqual(refused.json().errors[field], [message])
        }
        const malformed = yield* call("POST", "/staff/events/create", {
          token: administrator,
          body: { title: 5 },
        })
        assert.strictEqual(malformed.status, 400)
        assert.isString(malformed.json().message)
        assert.strictEqual(
          (yield* call("GET", "/staff/events", { token: administrator })).json().events.length,
          before,
        )
      }),
    )

    it.effect("only administrators change events; guests, players and editors are refused", () =>
      Effect.gen(function* () {
        yield* assertStaffOnly("GET", "/staff/events", "administrator")
        yield* assertStaffOnly("POST", "/staff/events/create", "administrator", {
          title: "Sneaky",
          startsAt: "2030-01-01T10:00",
          endsAt: "",
          link: "",
        })
        yield* assertStaffOnly("POST", "/staff/events/delete", "administrator", { id: 1 })
      }),
    )

    it.effect("without a game link the server status is not reported", () =>
      Effect.gen(function* () {
        const response = yield* call("GET", "/getserverstatus")
        assert.strictEqual(response.status, 200)
        assert.deepStrictEqual(response.json(), { status: null })
      }),
    )
  })
})
