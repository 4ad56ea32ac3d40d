/**
 * TLS the way TDS 7.x carries it: the handshake travels inside PRELOGIN messages, one message per
 * flight each way (tedious sends a flight, then waits for exactly one message back); once both
 * sides have sent Finished, the TLS records go over the socket bare and carry TDS packets inside.
 *
 * The server side is a TLSSocket over an in-memory transport. Its output is held back until it
 * makes up a whole flight, which the records themselves tell: the first ends with ServerHelloDone,
 * the last with the (encrypted) Finished after ChangeCipherSpec, and an alert ends any.
 */
import { readFileSync } from "node:fs"
import { Duplex } from "node:stream"
import { createSecureContext, TLSSocket } from "node:tls"

const secureContext = createSecureContext({
  cert: readFileSync(new URL("./test-certificate.pem", import.meta.url)),
  key: readFileSync(new URL("./test-key.pem", import.meta.url)),
  // tedious itself never goes past TLS 1.2 (message-io.js), whose two round trips fit its framing
  maxVersion: "TLSv1.2",
})

const RecordType = { changeCipherSpec: 20, alert: 21, handshake: 22 } as const
const serverHelloDone = 14
const recordHeaderLength = 5

export interface PreloginTlsHooks {
  /** A whole flight of the handshake, to go to the client as one PRELOGIN message. */
  readonly sendHandshake: (flight: Buffer) => void
  /** TLS records after the handshake, to go to the client as they are. */
  readonly sendRecords: (records: Buffer) => void
  /** Decrypted bytes from the client: TDS packets. */
  readonly onCleartext: (chunk: Buffer) => void
  readonly onError: (error: Error) => void
}

export interface PreloginTls {
  /** A PRELOGIN message's payload from the client during the handshake. */
  readonly receiveHandshake: (payload: Buffer) => void
  /** Bytes from the socket once the handshake is over. */
  readonly receiveRecords: (chunk: Buffer) => void
  /** True once the last flight went out: from then on the socket carries bare TLS records. */
  readonly bare: () => boolean
  /** Encrypts bytes for the client (only once bare). */
  readonly write: (data: Buffer) => void
  readonly destroy: () => void
}

export const startPreloginTls = (hooks: PreloginTlsHooks): PreloginTls => {
  let bare = false
  let flight: Array<Buffer> = []
  let unscanned: Buffer = Buffer.alloc(0)
  let cipherChanged = false
  // bytes of a handshake message that began in an earlier record
  let handshakeCarry = 0

  const endsFirstFlight = (body: Buffer) => {
    let at = Math.min(handshakeCarry, body.length)
    handshakeCarry -= at
    let found = false
    while (at + 4 <= body.length) {
      if (body.readUInt8(at) === serverHelloDone) found = true
      at += 4 + body.readUIntBE(at + 1, 3)
    }
    if (at > body.length) handshakeCarry = at - body.length
    return found
  }

  const onServerOutput = (chunk: Buffer) => {
    if (bare) {
      hooks.sendRecords(chunk)
      return
    }
    flight.push(chunk)
    unscanned = Buffer.concat([unscanned, chunk])
    let flightComplete = false
    let lastFlight = false
    while (unscanned.length >= recordHeaderLength) {
      const type = unscanned.readUInt8(0)
      const end = recordHeaderLength + unscanned.readUInt16BE(3)
      if (unscanned.length < end) break
      const body = unscanned.subarray(recordHeaderLength, end)
      unscanned = unscanned.subarray(end)
      if (type === RecordType.changeCipherSpec) cipherChanged = true
      else if (type === RecordType.alert) flightComplete = true
      else if (type === RecordType.handshake && cipherChanged) {
        flightComplete = true
        lastFlight = true
      } else if (type === RecordType.handshake && endsFirstFlight(body)) flightComplete = true
    }
    if (!flightComplete) return
    const whole = Buffer.concat(flight)
    flight = []
    bare = lastFlight
    hooks.sendHandshake(whole)
  }

  const transport = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, callback) {
      onServerOutput(chunk)
      callback()
    },
  })
  const cleartext = new TLSSocket(transport, { isServer: true, secureContext })
  cleartext.on("data", hooks.onCleartext)
  cleartext.on("error", hooks.onError)

  return {
    receiveHandshake: (payload) => {
      transport.push(payload)
    },
    receiveRecords: (chunk) => {
      transport.push(chunk)
    },
    bare: () => bare,
    write: (data) => {
      cleartext.write(data)
    },
    destroy: () => {
      cleartext.destroy()
      transport.destroy()
    },
  }
}
