import { mkdtemp, readdir, readFile } from "node:fs/promises"
import * as net from "node:net"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { assert, describe, it, layer } from "@effect/vitest"
import { Context, Effect, Layer, Logger, Redacted, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { AccountSettings } from "../src/accounts/AccountSettings.ts"
import { Mailer, redacted, withheldText } from "../src/mail/Mailer.ts"
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

/** The messages written to a mail drop directory, oldest first, with quoted-printable undone. */
const dropped = (directory: string) =>
  Effect.promise(async () => {
    const names = (await readdir(directory)).filter((name) => name.endsWith(".eml")).sort()
    return Promise.all(
      names.map(async (name) =>
        (await readFile(path.join(directory, name), "utf8"))
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      ),
    )
  })

describe("mail", () => {
  it("withholds the secret parts of a mail, wherever they appear", () => {
    const link = "http://localhost:8080/findaccount?reset=abc"
    const text = redacted({
      to: "a@example.com",
      subject: "x",
      text: `open ${link}\nor ${link}`,
      secrets: [link],
    })
    assert.notInclude(text, link)
    assert.strictEqual(text, `open ${withheldText}\nor ${withheldText}`)
  })
})
/** Every line the mailer logs, to prove none carries a secret. */
const loggedLines: Array<string> = []
const capturingLogger = Logger.layer([
  Logger.make((options) => {
    loggedLines.push(Array.isArray(options.message) ? options.message.join(" ") : String(options.message))
  }),
])

describe(`the mailer on ${databaseKind}`, () => {
  // Real time: delivery runs in the background and is waited for.
  layer(MigratedDatabase, { excludeTestServices: true })((it) => {
    it.effect(
      "records mail with secrets withheld, delivers it whole through nodemailer, logs no secret",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const server = yield* fakeSmtpServer
          const directory = yield* Effect.promise(() => mkdtemp(path.join(tmpdir(), "gatehouse-mail-")))
          const mailerWith = (settings: Parameters<typeof AccountSettings.make>[0]) =>
            Layer.build(Mailer.layer.pipe(Layer.provide(AccountSettings.make(settings)))).pipe(
              Effect.map((context) => Context.get(context, Mailer)),
            )
          const link = "http://localhost:8080/findaccount?reset=Sf3kq9T2nWbV7yXcL0pQrS4tUvW5xYz6A8bC1dE2fG3"
          const resetMail = (to: string) => ({
            to,
            subject: "Passwort zurücksetzen – Gatehouse",
            text: `Open this link:\n\n    ${link}\n\nIt works once.`,
            secrets: [link],
          })

          const outboxOnly = yield* mailerWith({})
          yield* outboxOnly.send(resetMail("kept@example.com"))
          const delivering = yield* mailerWith({
            mail: {
              _tag: "Smtp",
              url: Redacted.make(`smtp://127.0.0.1:${server.port}`),
              from: "no-reply@example.com",
            },
          })
          yield* delivering.send(resetMail("sent@example.com"))
          const dropping = yield* mailerWith({
            mail: { _tag: "Directory", directory, from: "no-reply@example.com" },
          })
          yield* dropping.send(resetMail("dropped@example.com"))
          // Credentials never cross a connection without TLS: this server offers no STARTTLS.
          const plainWithPassword = yield* mailerWith({
            mail: {
              _tag: "Smtp",
              url: Redacted.make(`smtp://user:pass@127.0.0.1:${server.port}`),
              from: "no-reply@example.com",
            },
          })
          yield* plainWithPassword.send({
            to: "refused@example.com",
            subject: "Refused",
            text: "not over plain text",
          })
          const unreachable = yield* mailerWith({
            mail: { _tag: "Smtp", url: Redacted.make("smtp://127.0.0.1:1"), from: "no-reply@example.com" },
          })
          yield* unreachable.send({ to: "lost@example.com", subject: "Failed", text: "cannot go" })

          // Delivery runs in the background: wait until every attempt is recorded.
          yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox WHERE attempts > 0`.pipe(
            Effect.map(([row]) => row?.n ?? 0),
            Effect.repeat({ until: (n) => n >= 4, schedule: Schedule.spaced("20 millis") }),
            Effect.timeout("20 seconds"),
          )
          const rows = yield* outboxOnly.outbox
          const byTo = (to: string) => rows.find((row) => row.to === to)
          for (const to of ["kept@example.com", "sent@example.com", "dropped@example.com"]) {
            assert.notInclude(byTo(to)?.body, "reset=", to)
            assert.include(byTo(to)?.body, withheldText, to)
          }
          assert.isNull(byTo("kept@example.com")?.sentAt)
          assert.isString(byTo("sent@example.com")?.sentAt)
          assert.isString(byTo("dropped@example.com")?.sentAt)
          assert.isNull(byTo("refused@example.com")?.sentAt)
          assert.isString(byTo("refused@example.com")?.lastError)
          assert.isNull(byTo("lost@example.com")?.sentAt)
          assert.isString(byTo("lost@example.com")?.lastError)

          // The recipient gets the whole mail, written as mail servers expect it.
          assert.strictEqual(server.received.length, 1)
          const received = server.received[0] ?? ""
          assert.match(received, /^Message-ID: <[^>]+>$/im)
          assert.match(received, /^Subject: =\?UTF-8\?[BQ]\?/im)
          assert.include(received.replace(/=\n/g, "").replace(/=3D/g, "="), link)
          const [droppedMail] = yield* dropped(directory)
          assert.include(droppedMail, "To: dropped@example.com")
          assert.include(droppedMail, link)

          assert.isAbove(loggedLines.length, 0)
          for (const line of loggedLines) assert.notInclude(line, "reset=")
        }).pipe(Effect.provide(capturingLogger), Effect.scoped),
    )
  })
})
