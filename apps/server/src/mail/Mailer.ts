import { Clock, Context, Effect, Layer, Schema, Struct } from "effect"
import { SqlClient } from "effect/sql"
import { AccountSettings } from "../accounts/AccountSettings.ts"
import { bigintNumber } from "../database/columns.ts"
import { decodeRows } from "../database/rows.ts"
import { deliveryFor } from "./transport.ts"

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
  /**
   * Parts of the text only the recipient may read (a reset link). They are delivered, but the
   * outbox row and the server log carry {@link withheldText} in their place.
   */
  readonly secrets?: ReadonlyArray<string>
}

/** What the outbox and the log show instead of a secret part of a mail. */
export const withheldText = "[withheld: sent only to the recipient]"

/** A row of the outbox as the table keeps it. */
const OutboxRecord = Schema.Struct({
  id: bigintNumber,
  to_address: Schema.String,
  subject: Schema.String,
  body_text: Schema.String,
  created_at: Schema.Date,
  sent_at: Schema.NullOr(Schema.Date),
  last_error: Schema.NullOr(Schema.String),
  attempts: Schema.Int,
})

/** A row of the outbox as staff see it. */
export interface OutboxRow {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly body: string
  readonly createdAt: string
  readonly sentAt: string | null
  readonly lastError: string | null
  /** How many times delivery was tried. */
  readonly attempts: number
}

/** How many outbox rows the staff page shows, newest first. */
export const outboxPageSize = 100

/** The mail's text with every secret part withheld. */
export const redacted = (mail: Mail) =>
  (mail.secrets ?? []).reduce(
    (text, secret) => (secret === "" ? text : text.split(secret).join(withheldText)),
    mail.text,
  )

/**
 * Outgoing mail. Every mail is recorded in the `mail_outbox` table first, with its secrets
 * withheld, so staff can see what went out and whether it arrived without being able to use a
 * player's reset link. With SMTP_URL (or MAIL_DIR) set it is delivered in the background, so the
 * answer to the player never waits on (or reveals anything through) the mail server. With neither,
 * nothing is delivered: the outbox only records that a mail was due.
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
      const delivery = yield* Effect.acquireRelease(
        Effect.sync(() => deliveryFor(settings.mail)),
        (opened) => Effect.sync(() => opened?.close()),
      )

      const deliver = (id: number, mail: Mail) =>
        Effect.gen(function* () {
          if (delivery === undefined) return
          const outcome = yield* Effect.result(
            delivery.deliver(id, { to: mail.to, subject: mail.subject, text: mail.text }),
          )
          const now = new Date(yield* Clock.currentTimeMillis)
          if (outcome._tag === "Success") {
            yield* sql`UPDATE mail_outbox SET sent_at = ${now}, attempts = attempts + 1 WHERE id = ${id}`
          } else {
            // A mail server may quote the message back in its error: secrets are withheld there too.
            const error = redacted({ ...mail, text: outcome.failure.message }).slice(0, 500)
            yield* Effect.logWarning(`Mail ${id} to ${mail.to} not delivered: ${error}`)
            yield* sql`UPDATE mail_outbox SET attempts = attempts + 1, last_error = ${error} WHERE id = ${id}`
          }
        }).pipe(Effect.orDie)

      const send = Effect.fn("Mailer.send")(function* (mail: Mail) {
        const createdAt = new Date(yield* Clock.currentTimeMillis)
        const [row] = yield* decodeRows(
          OutboxRecord.mapFields(Struct.pick(["id"])),
          sql`INSERT INTO mail_outbox ${sql.insert({
            to_address: mail.to,
            subject: mail.subject,
            body_text: redacted(mail),
            created_at: createdAt,
          })} RETURNING id`,
        )
        const id = Number(row?.id)
        if (delivery === undefined) {
          yield* Effect.logWarning(
            `Mail ${id} to ${mail.to} (${mail.subject}) recorded but not delivered: set SMTP_URL, or MAIL_DIR in development`,
          )
        } else {
          yield* Effect.forkDetach(deliver(id, mail))
        }
      }, Effect.orDie)

      const outbox = decodeRows(
        OutboxRecord,
        sql`
        SELECT id, to_address, subject, body_text, created_at, sent_at, last_error, attempts
        FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT ${outboxPageSize}`,
      ).pipe(
        Effect.map((rows) =>
          rows.map(
            (row): OutboxRow => ({
              id: row.id,
              to: row.to_address,
              subject: row.subject,
              body: row.body_text,
              createdAt: row.created_at.toISOString(),
              sentAt: row.sent_at?.toISOString() ?? null,
              lastError: row.last_error,
              attempts: row.attempts,
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
