import * as net from "node:net"
import { assert, describe, it, layer } from "@effect/vitest"
import { Effect, Layer, Redacted, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { AccountSettings } from "../src/accounts/AccountSettings.ts"
import { Mailer } from "../src/mail/Mailer.ts"
import { formatMessage, sendSmtp } from "../src/mail/smtp.ts"
import { databaseKind } from "./support/database.ts"
import { MigratedDatabase } from "./support/layers.ts"

/** A stand-in SMTP server on loopback: plain text, no TLS, keeps what it was sent. */
const fakeSmtpServer = Effect.acquireRelease(
  Effect.promise(
    () =>
      new Promise<{ port: number; received: Array<string>; close: () => void }>((resolve) => {
        const received: Array<string> = []
        const server = net.createServer((socket) => {
          let inData = false
          let data = ""
          let buffer = ""
          socket.write("220 fake ready\r\n")
          socket.on("data", (chunk) => {
            buffer += chunk.toString("utf8")
            for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
              const line = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              if (inData) {
                if (line === ".") {
                  inData = false
                  received.push(data)
                  socket.write("250 queued\r\n")
                } else data += `${line}\n`
              } else if (/^EHLO/i.test(line)) socket.write("250-fake\r\n250 8BITMIME\r\n")
              else if (/^DATA/i.test(line)) {
                inData = true
                socket.write("354 go on\r\n")
              } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n")
              else socket.write("250 ok\r\n")
            }
          })
        })
        server.listen(0, "127.0.0.1", () => {
          const address = server.address() as net.AddressInfo
          resolve({ port: address.port, received, close: () => server.close() })
        })
      }),
  ),
  (server) => Effect.sync(server.close),
)

describe("mail", () => {
  it("is formatted with CRLF lines, dot-stuffing and header values kept on one line", () => {
    const text = formatMessage(
      {
        from: "Gatehouse <no-reply@example.com>",
        to: "a@example.com",
        subject: "Hi\r\nBcc: x",
        text: "one\n.two",
      },
      new Date(0),
    )
    assert.include(text, "Subject: Hi Bcc: x\r\n")
    assert.isTrue(text.endsWith("\r\none\r\n..two"))
  })

  it.live("is delivered over SMTP", () =>
    Effect.gen(function* () {
      const server = yield* fakeSmtpServer
      yield* sendSmtp(`smtp://127.0.0.1:${server.port}`, {
        from: "Gatehouse <no-reply@example.com>",
        to: "player@example.com",
        subject: "Test",
        text: "Hello",
      })
      assert.strictEqual(server.received.length, 1)
      assert.include(server.received[0], "To: player@example.com")
      assert.include(server.received[0], "Hello")
      // Credentials never go over a connection without TLS.
      const refused = yield* Effect.exit(
        sendSmtp(`smtp://user:pass@127.0.0.1:${server.port}`, {
          from: "a@example.com",
          to: "b@example.com",
          subject: "x",
          text: "y",
        }),
      )
      assert.strictEqual(refused._tag, "Failure")
      assert.strictEqual(server.received.length, 1)
    }).pipe(Effect.scoped),
  )
})

describe(`the mailer on ${databaseKind}`, () => {
  // Real time: delivery runs in the background and is waited for.
  layer(MigratedDatabase, { excludeTestServices: true })((it) => {
    it.effect("keeps mail in the outbox, and marks what SMTP delivered or why it did not", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const server = yield* fakeSmtpServer
        const mailerWith = (settings: Parameters<typeof AccountSettings.make>[0]) =>
          Effect.service(Mailer).pipe(
            Effect.provide(Mailer.layer.pipe(Layer.provide(AccountSettings.make(settings)))),
          )

        const outboxOnly = yield* mailerWith({})
        yield* outboxOnly.send({ to: "kept@example.com", subject: "Kept", text: "stays here" })
        const delivering = yield* mailerWith({
          mail: {
            _tag: "Smtp",
            url: Redacted.make(`smtp://127.0.0.1:${server.port}`),
            from: "no-reply@example.com",
          },
        })
        yield* delivering.send({ to: "sent@example.com", subject: "Sent", text: "goes out" })
        const failing = yield* mailerWith({
          mail: {
            _tag: "Smtp",
            url: Redacted.make("smtp://user:pw@127.0.0.1:1"),
            from: "no-reply@example.com",
          },
        })
        yield* failing.send({ to: "lost@example.com", subject: "Failed", text: "cannot go" })

        // Delivery runs in the background: wait until both attempts are recorded.
        const attempted = sql<{
          n: number
        }>`SELECT count(*)::int AS n FROM mail_outbox WHERE attempts > 0`.pipe(
          Effect.map(([row]) => row?.n ?? 0),
          Effect.repeat({ until: (n) => n >= 2, schedule: Schedule.spaced("20 millis") }),
          Effect.timeout("10 seconds"),
        )
        yield* attempted
        const rows = yield* outboxOnly.outbox
        const byTo = (to: string) => rows.find((row) => row.to === to)
        assert.isNull(byTo("kept@example.com")?.sentAt)
        assert.isNull(byTo("kept@example.com")?.lastError)
        assert.isString(byTo("sent@example.com")?.sentAt)
        assert.isNull(byTo("lost@example.com")?.sentAt)
        assert.isString(byTo("lost@example.com")?.lastError)
        assert.strictEqual(server.received.length, 1)
      }).pipe(Effect.scoped),
    )
  })
})
