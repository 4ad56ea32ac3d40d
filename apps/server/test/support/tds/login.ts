/**
 * LOGIN7: a fixed 94-byte part holding the client's settings and, for each text field, its offset
 * and length in characters into the variable part that follows. The password is scrambled: each
 * byte's nibbles swapped, then XORed with 0xA5.
 */

export interface Login7 {
  readonly tdsVersion: number
  readonly packetSize: number
  readonly hostName: string
  readonly user: string
  readonly password: string
  readonly appName: string
  readonly serverName: string
  readonly library: string
  readonly language: string
  readonly database: string
  /** Feature ids the client asked for in its FeatureExt block (0x0A: UTF-8 support). */
  readonly features: ReadonlySet<number>
}

const extensionUsed = 0x10

const unscramble = (scrambled: Buffer) =>
  Buffer.from(
    scrambled.map((byte) => {
      const swapped = byte ^ 0xa5
      return ((swapped << 4) & 0xf0) | (swapped >> 4)
    }),
  )

const featuresAt = (payload: Buffer, offset: number) => {
  const features = new Set<number>()
  let at = offset
  while (at < payload.length && payload.readUInt8(at) !== 0xff) {
    features.add(payload.readUInt8(at))
    at += 5 + payload.readUInt32LE(at + 1)
  }
  return features
}

export const decodeLogin7 = (payload: Buffer): Login7 => {
  const field = (at: number) => {
    const offset = payload.readUInt16LE(at)
    const characters = payload.readUInt16LE(at + 2)
    return payload.subarray(offset, offset + characters * 2)
  }
  const text = (at: number) => field(at).toString("utf16le")
  const optionFlags3 = payload.readUInt8(27)
  const extensionOffset = payload.readUInt16LE(56)
  const features =
    (optionFlags3 & extensionUsed) !== 0 && payload.readUInt16LE(58) >= 4
      ? featuresAt(payload, payload.readUInt32LE(extensionOffset))
      : new Set<number>()
  return {
    tdsVersion: payload.readUInt32LE(4),
    packetSize: payload.readUInt32LE(8),
    hostName: text(36),
    user: text(40),
    password: unscramble(field(44)).toString("utf16le"),
    appName: text(48),
    serverName: text(52),
    library: text(60),
    language: text(64),
    database: text(68),
    features,
  }
}
