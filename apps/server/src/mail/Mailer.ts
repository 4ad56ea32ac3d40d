import { Clock, Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { AccountSettings } from "../accounts/AccountSettings.ts"
import { sendSmtp } from "./smtp.ts"

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** A row of the outbox as staff see it. */
export interface OutboxRow {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly body: string
  readonly createdAt: string
  readonly sentAt: string | null
  readonly lastError: string | null
}

/** How many outbox rows the staff page shows, newest first. */
export const outboxPageSize = 100

/**
 * Outgoing mail. Every mail is first written to the `mail_outbox` table, so none is lost. With no
 * SMTP server configured that is where it stays: the server logs it and staff read it through the
 * API, so recovery works with zero setup. With SMTP_URL set it is also delivered, in the
 * background, so the answer to the player never waits on (or reveals anything through) the mail
 * server.
 */
export class Mailer extends Context.Service<
  Mailer,
  {
    readonly send: (mail: Mail) => Effect.Effect<void>
    readonly outbox: Effect.Effect<ReadonlyArray<OutboxRow>>
  }
>()("gatehouse/server/Mailer") {
  static readonly layer = Layer.effect(
    Mailer,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const settings = yield* AccountSettings
      const transport = settings.mail

      const deliver = (id: number, mail: Mail) =>
        Effect.gen(function* () {
          if (transport._tag !== "Smtp") return
          const outcome = yield* Effect.result(
            sendSmtp(Redacted.value(transport.url), { from: transport.from, ...mail }),
          )
          const now = new Date(yield* Clock.currentTimeMillis)
          if (outcome._tag === "Success") {
            yield* sql`UPDATE mail_outbox SET sent_at = ${now}, attempts = attempts + 1 WHERE id = ${id}`
          } else {
            const error = outcome.failure.message.slice(0, 500)
            yield* Effect.logWarning(`Mail ${id} to ${mail.to} not delivered: ${error}`)
            yield* sql`UPDATE mail_outbox SET attempts = attempts + 1, last_error = ${error} WHERE id = ${id}`
          }
        }).pipe(Effect.orDie)

      const send = Effect.fn("Mailer.send")(function* (mail: Mail) {
        const [row] = yield* sql<{ id: number }>`INSERT INTO mail_outbox ${sql.insert({
          to_address: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          created_at: new Date(yield* Clock.currentTimeMillis),
        })} RETURNING id`
        const id = Number(row?.id)
        if (transport._tag === "Outbox") {
          yield* Effect.logInfo(`Mail ${id} kept in the outbox for ${mail.to}: ${mail.subject}\n${mail.text}`)
        } else {
          yield* Effect.forkDetach(deliver(id, mail))
        }
      }, Effect.orDie)

      const outbox = sql<{
        id: string | number
        to_address: string
        subject: string
        body_text: string
        created_at: Date
        sent_at: Date | null
        last_error: string | null
      }>`
        SELECT id, to_address, subject, body_text, created_at, sent_at, last_error
        FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT ${outboxPageSize}`.pipe(
        Effect.map((rows) =>
          rows.map(
            (row): OutboxRow => ({
              id: Number(row.id),
              to: row.to_address,
              subject: row.subject,
              body: row.body_text,
              createdAt: row.created_at.toISOString(),
              sentAt: row.sent_at?.toISOString() ?? null,
              lastError: row.last_error,
            }),
          ),
        ),
        Effect.orDie,
        Effect.withSpan("Mailer.outbox"),
      )

      return Mailer.of({ send, outbox })
    }),
  )
}
