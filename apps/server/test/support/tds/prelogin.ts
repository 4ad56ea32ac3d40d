/**
 * PRELOGIN: a table of options (token, offset, length; big-endian) ended by 0xFF, then the options'
 * data. The client says whether it wants encryption; the server answers with its own table.
 */

const Option = { version: 0x00, encryption: 0x01, instance: 0x02, threadId: 0x03, mars: 0x04 } as const
const terminator = 0xff

export const Encryption = { off: 0x00, on: 0x01, notSupported: 0x02, required: 0x03 } as const

/** The client's ENCRYPTION option, if it sent one. */
export const requestedEncryption = (payload: Buffer): number | undefined => {
  for (let offset = 0; offset < payload.length && payload[offset] !== terminator; offset += 5) {
    if (payload.readUInt8(offset) === Option.encryption) {
      return payload.readUInt8(payload.readUInt16BE(offset + 1))
    }
  }
  return undefined
}

/** `15.0.2000` as PRELOGIN's VERSION: major, minor, build (big-endian) and sub-build. */
const versionOption = (version: ProductVersion) => {
  const data = Buffer.alloc(6)
  data.writeUInt8(version.major, 0)
  data.writeUInt8(version.minor, 1)
  data.writeUInt16BE(version.build, 2)
  return data
}

export interface ProductVersion {
  readonly major: number
  readonly minor: number
  readonly build: number
}

export const parseProductVersion = (text: string): ProductVersion => {
  const [major = 0, minor = 0, build = 0] = text.split(".").map((part) => Number.parseInt(part, 10) || 0)
  return { major, minor, build }
}

export const preloginResponse = (version: ProductVersion, encryption: number): Buffer => {
  const options: ReadonlyArray<readonly [number, Buffer]> = [
    [Option.version, versionOption(version)],
    [Option.encryption, Buffer.from([encryption])],
    [Option.instance, Buffer.from([0x00])],
    // SQL Server leaves the thread id empty in its answer.
    [Option.threadId, Buffer.alloc(0)],
    [Option.mars, Buffer.from([0x00])],
  ]
  const tableLength = options.length * 5 + 1
  const table = Buffer.alloc(tableLength)
  let dataOffset = tableLength
  options.forEach(([token, data], index) => {
    table.writeUInt8(token, index * 5)
    table.writeUInt16BE(dataOffset, index * 5 + 1)
    table.writeUInt16BE(data.length, index * 5 + 3)
    dataOffset += data.length
  })
  table.writeUInt8(terminator, tableLength - 1)
  return Buffer.concat([table, ...options.map(([, data]) => data)])
}
