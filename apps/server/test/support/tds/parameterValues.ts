/**
 * An RPC parameter's TYPE_INFO and value, decoded: what type the bytes say it is (spelled as a T-SQL
 * declaration) and the value they hold.
 */
import { decodeCp1252 } from "./cp1252.ts"
import type { WireReader } from "./wire.ts"

export interface TypedValue {
  readonly declaration: string
  readonly value: unknown
}

/** The TYPE_INFO type bytes of MS-TDS 2.2.5.4. */
const TdsType = {
  null: 0x1f,
  int1: 0x30,
  bit: 0x32,
  int2: 0x34,
  int4: 0x38,
  int8: 0x7f,
  flt4: 0x3b,
  flt8: 0x3e,
  money: 0x3c,
  money4: 0x7a,
  datetime: 0x3d,
  datetime4: 0x3a,
  intN: 0x26,
  bitN: 0x68,
  fltN: 0x6d,
  moneyN: 0x6e,
  datetimeN: 0x6f,
  guid: 0x24,
  decimalN: 0x6a,
  numericN: 0x6c,
  dateN: 0x28,
  timeN: 0x29,
  datetime2N: 0x2a,
  datetimeOffsetN: 0x2b,
  bigVarChar: 0xa7,
  bigChar: 0xaf,
  nVarChar: 0xe7,
  nChar: 0xef,
  bigVarBinary: 0xa5,
  bigBinary: 0xad,
  text: 0x23,
  nText: 0x63,
  image: 0x22,
} as const

const dayMilliseconds = 86_400_000
const datetimeEpoch = Date.UTC(1900, 0, 1)
const dateEpoch = Date.parse("0001-01-01T00:00:00Z")
const plpNull = 0xffffffffffffffffn
const collationLength = 5

const guidText = (bytes: Buffer) => {
  const hex = (indexes: ReadonlyArray<number>) =>
    indexes.map((index) => (bytes[index] ?? 0).toString(16).padStart(2, "0")).join("")
  return [hex([3, 2, 1, 0]), hex([5, 4]), hex([7, 6]), hex([8, 9]), hex([10, 11, 12, 13, 14, 15])]
    .join("-")
    .toUpperCase()
}

/** datetime and smalldatetime: days since 1900-01-01, then 1/300 s (datetime) or minutes (smalldatetime). */
const datetimeOf = (reader: WireReader, size: number) => {
  if (size === 4) {
    const days = reader.u16()
    const minutes = reader.u16()
    return new Date(datetimeEpoch + days * dayMilliseconds + minutes * 60_000)
  }
  const days = reader.i32()
  const ticks = reader.u32()
  return new Date(datetimeEpoch + days * dayMilliseconds + Math.round((ticks * 10) / 3))
}

/** time, and the time part of datetime2 and datetimeoffset: units of 10^-scale s since midnight. */
const timeMilliseconds = (reader: WireReader, scale: number) => {
  const size = scale <= 2 ? 3 : scale <= 4 ? 4 : 5
  return Math.floor(reader.uintOf(size) / 10 ** (scale - 3))
}

const dateMilliseconds = (reader: WireReader) => dateEpoch + reader.uintOf(3) * dayMilliseconds

const moneyOf = (reader: WireReader, size: number) => {
  if (size === 4) return reader.i32() / 10_000
  const high = reader.i32()
  const low = reader.u32()
  return Number((BigInt(high) << 32n) | BigInt(low)) / 10_000
}

const decimalOf = (reader: WireReader, size: number, scale: number) => {
  const sign = reader.u8() === 1 ? 1n : -1n
  const magnitude = reader.bytes(size - 1).reduceRight((value, byte) => (value << 8n) | BigInt(byte), 0n)
  const digits = (sign * magnitude).toString()
  if (scale === 0) return Number(digits)
  const negative = digits.startsWith("-")
  const unsigned = (negative ? digits.slice(1) : digits).padStart(scale + 1, "0")
  return Number(`${negative ? "-" : ""}${unsigned.slice(0, -scale)}.${unsigned.slice(-scale)}`)
}

const integerOf = (reader: WireReader, size: number): number | bigint => {
  switch (size) {
    case 1:
      return reader.u8()
    case 2:
      return reader.i16()
    case 4:
      return reader.i32()
    default:
      return reader.i64()
  }
}

/** PLP: the total length (or all-ones for NULL), then chunks each led by its length, ended by 0. */
const plpBytes = (reader: WireReader): Buffer | null => {
  if (reader.u64() === plpNull) return null
  const chunks: Array<Buffer> = []
  for (let size = reader.u32(); size !== 0; size = reader.u32()) chunks.push(reader.bytes(size))
  return Buffer.concat(chunks)
}

const integerNames: Readonly<Record<number, string>> = { 1: "tinyint", 2: "smallint", 4: "int", 8: "bigint" }

/** Types whose value is a fixed number of bytes with no length before it. */
const fixed: Readonly<Record<number, readonly [string, (reader: WireReader) => unknown]>> = {
  [TdsType.null]: ["null", () => null],
  [TdsType.int1]: ["tinyint", (reader) => reader.u8()],
  [TdsType.bit]: ["bit", (reader) => reader.u8() !== 0],
  [TdsType.int2]: ["smallint", (reader) => reader.i16()],
  [TdsType.int4]: ["int", (reader) => reader.i32()],
  [TdsType.int8]: ["bigint", (reader) => reader.i64()],
  [TdsType.flt4]: ["real", (reader) => reader.f32()],
  [TdsType.flt8]: ["float", (reader) => reader.f64()],
  [TdsType.money]: ["money", (reader) => moneyOf(reader, 8)],
  [TdsType.money4]: ["smallmoney", (reader) => moneyOf(reader, 4)],
  [TdsType.datetime]: ["datetime", (reader) => datetimeOf(reader, 8)],
  [TdsType.datetime4]: ["smalldatetime", (reader) => datetimeOf(reader, 4)],
}

/** Types whose TYPE_INFO gives a maximum length in one byte and whose value is led by its length. */
const byteSized: Readonly<
  Record<
    number,
    {
      readonly name: (maxLength: number) => string
      readonly read: (reader: WireReader, size: number) => unknown
    }
  >
> = {
  [TdsType.intN]: { name: (maxLength) => integerNames[maxLength] ?? "int", read: integerOf },
  [TdsType.bitN]: { name: () => "bit", read: (reader) => reader.u8() !== 0 },
  [TdsType.fltN]: {
    name: (maxLength) => (maxLength === 4 ? "real" : "float"),
    read: (reader, size) => (size === 4 ? reader.f32() : reader.f64()),
  },
  [TdsType.moneyN]: { name: (maxLength) => (maxLength === 4 ? "smallmoney" : "money"), read: moneyOf },
  [TdsType.datetimeN]: {
    name: (maxLength) => (maxLength === 4 ? "smalldatetime" : "datetime"),
    read: datetimeOf,
  },
  [TdsType.guid]: { name: () => "uniqueidentifier", read: (reader, size) => guidText(reader.bytes(size)) },
}

type Encoding = "cp1252" | "ucs2" | "binary"

/**
 * Types whose TYPE_INFO gives a maximum length in two bytes (in bytes, so twice the characters of
 * an nvarchar), followed by a collation for text; 0xFFFF is `max`, whose value comes in PLP chunks.
 */
const lengthPrefixed: Readonly<Record<number, { readonly name: string; readonly encoding: Encoding }>> = {
  [TdsType.bigVarChar]: { name: "varchar", encoding: "cp1252" },
  [TdsType.bigChar]: { name: "char", encoding: "cp1252" },
  [TdsType.nVarChar]: { name: "nvarchar", encoding: "ucs2" },
  [TdsType.nChar]: { name: "nchar", encoding: "ucs2" },
  [TdsType.bigVarBinary]: { name: "varbinary", encoding: "binary" },
  [TdsType.bigBinary]: { name: "binary", encoding: "binary" },
}

const decodeAs = (encoding: Encoding, bytes: Buffer): unknown =>
  encoding === "binary"
    ? Buffer.from(bytes)
    : encoding === "ucs2"
      ? bytes.toString("utf16le")
      : decodeCp1252(bytes)

const readLengthPrefixed = (
  reader: WireReader,
  { name, encoding }: { readonly name: string; readonly encoding: Encoding },
): TypedValue => {
  const maxLength = reader.u16()
  if (encoding !== "binary") reader.bytes(collationLength)
  const declaration =
    maxLength === 0xffff ? `${name}(max)` : `${name}(${encoding === "ucs2" ? maxLength / 2 : maxLength})`
  if (maxLength === 0xffff) {
    const bytes = plpBytes(reader)
    return { declaration, value: bytes === null ? null : decodeAs(encoding, bytes) }
  }
  const size = reader.u16()
  return { declaration, value: size === 0xffff ? null : decodeAs(encoding, reader.bytes(size)) }
}

/** Reads one parameter's TYPE_INFO and value from where the reader stands. */
export const readTypedValue = (reader: WireReader): TypedValue => {
  const type = reader.u8()
  const fixedType = fixed[type]
  if (fixedType !== undefined) return { declaration: fixedType[0], value: fixedType[1](reader) }
  const lengthPrefixedType = lengthPrefixed[type]
  if (lengthPrefixedType !== undefined) return readLengthPrefixed(reader, lengthPrefixedType)
  const byteSizedType = byteSized[type]
  if (byteSizedType !== undefined) {
    const declaration = byteSizedType.name(reader.u8())
    const size = reader.u8()
    return { declaration, value: size === 0 ? null : byteSizedType.read(reader, size) }
  }

  switch (type) {
    case TdsType.decimalN:
    case TdsType.numericN: {
      reader.u8()
      const precision = reader.u8()
      const scale = reader.u8()
      const declaration = `${type === TdsType.decimalN ? "decimal" : "numeric"}(${precision}, ${scale})`
      const size = reader.u8()
      return { declaration, value: size === 0 ? null : decimalOf(reader, size, scale) }
    }
    case TdsType.dateN: {
      const size = reader.u8()
      return { declaration: "date", value: size === 0 ? null : new Date(dateMilliseconds(reader)) }
    }
    case TdsType.timeN:
    case TdsType.datetime2N:
    case TdsType.datetimeOffsetN: {
      const scale = reader.u8()
      const name =
        type === TdsType.timeN ? "time" : type === TdsType.datetime2N ? "datetime2" : "datetimeoffset"
      const declaration = `${name}(${scale})`
      if (reader.u8() === 0) return { declaration, value: null }
      const time = timeMilliseconds(reader, scale)
      if (type === TdsType.timeN) return { declaration, value: new Date(time) }
      const date = dateMilliseconds(reader)
      // datetimeoffset's date and time are already UTC; the offset only says how it was written
      if (type === TdsType.datetimeOffsetN) reader.i16()
      return { declaration, value: new Date(date + time) }
    }
    case TdsType.text:
    case TdsType.nText:
    case TdsType.image: {
      // a four-byte maximum length, then (for text) the collation; the value's length is four bytes too
      reader.i32()
      if (type !== TdsType.image) reader.bytes(collationLength)
      const declaration = type === TdsType.text ? "text" : type === TdsType.nText ? "ntext" : "image"
      const size = reader.i32()
      if (size === -1) return { declaration, value: null }
      const encoding = type === TdsType.image ? "binary" : type === TdsType.nText ? "ucs2" : "cp1252"
      return { declaration, value: decodeAs(encoding, reader.bytes(size)) }
    }
    default:
      throw new Error(`TDS test server: parameters of TDS type 0x${type.toString(16)} are not supported`)
  }
}
