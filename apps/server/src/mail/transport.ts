import { randomBytes } from "node:crypto"
import { mkdir, rename, writeFile } from "node:fs/promises"
import * as path from "node:path"
import { Effect, Redacted } from "effect"
import nodemailer from "nodemailer"
import type { MailTransport } from "../accounts/AccountSettings.ts"

export interface Envelope {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** Delivers one message; fails with the reason the mail server or the disk gave. */
export interface Delivery {
  readonly deliver: (id: number, message: Envelope) => Effect.Effect<void, Error>
  readonly close: () => void
}

/**
 * The SMTP connection settings from `SMTP_URL`. Credentials never cross a connection without TLS:
 * `smtps://` is TLS from the start, and `smtp://` with a user name must upgrade with STARTTLS.
 */
const smtpOptions = (url: string) => {
  const parsed = new URL(url)
  const secure = parsed.protocol === "smtps:"
  const user = decodeURIComponent(parsed.username)
  return {
    host: parsed.hostname,
    port: parsed.port === "" ? (secure ? 465 : 587) : Number(parsed.port),
    secure,
    requireTLS: !secure && user !== "",
    ...(user === "" ? {} : { auth: { user, pass: decodeURIComponent(parsed.password) } }),
    // A few connections reused for every mail, instead of a handshake per mail.
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }
}

/**
 * Mail leaves through nodemailer, which writes the message as mail servers expect it (Message-ID,
 * encoded subjects, folded headers, transfer encodings) and speaks SMTP. `Directory` renders the
 * same message and writes it as an `.eml` file instead: a mail drop for development and tests.
 * `Outbox` delivers nothing.
 */
export const deliveryFor = (transport: MailTransport): Delivery | undefined => {
  switch (transport._tag) {
    case "Outbox":
      return undefined
    case "Smtp": {
      const transporter = nodemailer.createTransport(smtpOptions(Redacted.value(transport.url)))
      return {
        deliver: (_id, message) =>
          Effect.tryPromise({
            try: () => transporter.sendMail({ from: transport.from, ...message }),
            catch: (error) => (error instanceof Error ? error : new Error(String(error))),
          }).pipe(Effect.asVoid),
        close: () => transporter.close(),
      }
    }
    case "Directory": {
      const transporter = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: "windows",
      })
      return {
        deliver: (id, message) =>
          Effect.tryPromise({
            try: async () => {
              const sent = await transporter.sendMail({ from: transport.from, ...message })
              await mkdir(transport.directory, { recursive: true })
              const name = `${String(id).padStart(8, "0")}-${randomBytes(4).toString("hex")}.eml`
              // Written under another name and then renamed, so whoever watches the folder (a mail
              // client, a test) never reads a message half written.
              const partial = path.join(transport.directory, `.${name}.partial`)
              await writeFile(partial, sent.message as Buffer, { mode: 0o600 })
              await rename(partial, path.join(transport.directory, name))
            },
            catch: (error) => (error instanceof Error ? error : new Error(String(error))),
          }),
        close: () => transporter.close(),
      }
    }
  }
}
