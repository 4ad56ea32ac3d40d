import * as net from "node:net"
import * as tls from "node:tls"
import { Effect } from "effect"

export interface SmtpMessage {
  readonly from: string
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** The address inside `Name <address>`, or the text itself. */
const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim()

/** Header values never carry line breaks, so a subject cannot add headers. */
const headerValue = (value: string) => value.replace(/[\r\n]+/g, " ")

/** RFC 5322 message with dot-stuffing (RFC 5321 §4.5.2) and CRLF line ends. */
export const formatMessage = (message: SmtpMessage, date: Date) =>
  [
    `From: ${headerValue(message.from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    ...message.text.split(/\r?\n/).map((line) => (line.startsWith(".") ? `.${line}` : line)),
  ].join("\r\n")

/** Reads whole SMTP replies (the last line of a reply has a space after its code). */
const replyReader = (socket: net.Socket) => {
  let buffer = ""
  const waiting: Array<(reply: { code: number; text: string }) => void> = []
  const replies: Array<{ code: number; text: string }> = []
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString("utf8")
    for (;;) {
      const match = /^(\d{3}) [^\r\n]*\r?\n/m.exec(buffer)
      if (match === null) return
      const end = match.index + match[0].length
      const reply = { code: Number(match[1]), text: buffer.slice(0, end) }
      buffer = buffer.slice(end)
      const next = waiting.shift()
      if (next === undefined) replies.push(reply)
      else next(reply)
    }
  }
  socket.on("data", onData)
  return {
    next: () =>
      new Promise<{ code: number; text: string }>((resolve) => {
        const ready = replies.shift()
        if (ready === undefined) waiting.push(resolve)
        else resolve(ready)
      }),
    detach: () => socket.off("data", onData),
  }
}

const connect = (url: URL) =>
  new Promise<net.Socket>((resolve, reject) => {
    const port = Number(url.port || (url.protocol === "smtps:" ? 465 : 587))
    const socket =
      url.protocol === "smtps:"
        ? tls.connect({ host: url.hostname, port, servername: url.hostname }, () => resolve(socket))
        : net.connect({ host: url.hostname, port }, () => resolve(socket))
    socket.once("error", reject)
    socket.setTimeout(30_000, () => socket.destroy(new Error("SMTP server did not answer in time")))
  })

const upgrade = (socket: net.Socket, host: string) =>
  new Promise<net.Socket>((resolve, reject) => {
    const secure = tls.connect({ socket, servername: host }, () => resolve(secure))
    secure.once("error", reject)
  })

/**
 * Delivers one message over SMTP: `smtps://` is TLS from the start, `smtp://` upgrades with
 * STARTTLS whenever the server offers it. User and password in the URL are sent with AUTH PLAIN,
 * only over TLS.
 */
const deliver = async (rawUrl: string, message: SmtpMessage) => {
  const url = new URL(rawUrl)
  let socket = await connect(url)
  let reader = replyReader(socket)
  const expect = async (codes: ReadonlyArray<number>) => {
    const reply = await reader.next()
    if (!codes.includes(reply.code)) throw new Error(`SMTP: ${reply.text.trim()}`)
    return reply
  }
  const command = async (line: string, codes: ReadonlyArray<number>) => {
    socket.write(`${line}\r\n`)
    return expect(codes)
  }
  try {
    await expect([220])
    let hello = await command("EHLO gatehouse", [250])
    let secure = url.protocol === "smtps:"
    if (!secure && /STARTTLS/i.test(hello.text)) {
      await command("STARTTLS", [220])
      reader.detach()
      socket = await upgrade(socket, url.hostname)
      reader = replyReader(socket)
      secure = true
      hello = await command("EHLO gatehouse", [250])
    }
    if (url.username !== "") {
      if (!secure) throw new Error("SMTP: refusing to send credentials without TLS")
      const user = decodeURIComponent(url.username)
      const password = decodeURIComponent(url.password)
      const token = Buffer.from(`\u0000${user}\u0000${password}`).toString("base64")
      await command(`AUTH PLAIN ${token}`, [235])
    }
    await command(`MAIL FROM:<${addressOf(message.from)}>`, [250])
    await command(`RCPT TO:<${addressOf(message.to)}>`, [250, 251])
    await command("DATA", [354])
    await command(`${formatMessage(message, new Date())}\r\n.`, [250])
    await command("QUIT", [221]).catch(() => undefined)
  } finally {
    socket.destroy()
  }
}

export const sendSmtp = (url: string, message: SmtpMessage) =>
  Effect.tryPromise({
    try: () => deliver(url, message),
    catch: (cause) => (cause instanceof Error ? cause : new Error(String(cause))),
  })
