/**
 * TDS packet framing: an 8-byte header (type, status, length, SPID, packet id, window) before each
 * piece of a message, the last piece flagged end-of-message. A message may span many packets, none
 * longer than the packet size the two sides agreed on at login.
 */

export const PacketType = {
  sqlBatch: 0x01,
  rpc: 0x03,
  tabularResult: 0x04,
  attention: 0x06,
  bulkLoad: 0x07,
  transactionManager: 0x0e,
  login7: 0x10,
  prelogin: 0x12,
} as const

const headerLength = 8
const status = { endOfMessage: 0x01, ignore: 0x02, resetConnection: 0x08 } as const

/** What a client sends before the login tells the server otherwise. */
export const defaultPacketSize = 4096

export interface TdsMessage {
  readonly type: number
  readonly payload: Buffer
  /** The client abandoned the message while sending it (a request cancelled before it was all sent). */
  readonly ignored: boolean
  readonly resetConnection: boolean
}

/** Collects packets from a byte stream and hands on each message once its last packet is in. */
export const messageAssembler = (onMessage: (message: TdsMessage) => void) => {
  let pending: Buffer = Buffer.alloc(0)
  let pieces: Array<Buffer> = []
  let firstStatus: number | undefined

  return (chunk: Buffer): void => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    while (pending.length >= headerLength) {
      const length = pending.readUInt16BE(2)
      if (length < headerLength) throw new Error(`TDS packet with an impossible length ${length}`)
      if (pending.length < length) return
      const type = pending.readUInt8(0)
      const packetStatus = pending.readUInt8(1)
      pieces.push(pending.subarray(headerLength, length))
      firstStatus ??= packetStatus
      pending = pending.subarray(length)
      if ((packetStatus & status.endOfMessage) !== 0) {
        const message: TdsMessage = {
          type,
          payload: Buffer.concat(pieces),
          ignored: (packetStatus & status.ignore) !== 0,
          resetConnection: (firstStatus & status.resetConnection) !== 0,
        }
        pieces = []
        firstStatus = undefined
        onMessage(message)
      }
    }
  }
}

/** Cuts a message into packets of at most `packetSize` bytes, header included. */
export const framePackets = (type: number, payload: Buffer, packetSize: number, spid: number): Buffer => {
  const room = packetSize - headerLength
  const packets: Array<Buffer> = []
  let packetId = 1
  let offset = 0
  do {
    const piece = payload.subarray(offset, offset + room)
    offset += piece.length
    const header = Buffer.alloc(headerLength)
    header.writeUInt8(type, 0)
    header.writeUInt8(offset >= payload.length ? status.endOfMessage : 0, 1)
    header.writeUInt16BE(headerLength + piece.length, 2)
    header.writeUInt16BE(spid, 4)
    header.writeUInt8(packetId % 256, 6)
    packets.push(header, piece)
    packetId += 1
  } while (offset < payload.length)
  return Buffer.concat(packets)
}
