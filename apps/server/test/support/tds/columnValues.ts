/**
 * A result-set column's TYPE_INFO and each of its values as ROW bytes, in the nullable types SQL
 * Server itself uses for results: INTN, BITN, FLTN, MONEYN, DATETIMEN, DECIMALN, BIGVARCHAR and
 * NVARCHAR (length-prefixed, or PLP chunks when `max`).
 */
import { encodeCp1252, latin1GeneralCollation } from "./cp1252.ts"
import type { TdsColumn } from "./types.ts"
import { WireWriter } from "./wire.ts"

const DataType = {
  intN: 0x26,
  bitN: 0x68,
  fltN: 0x6d,
  moneyN: 0x6e,
  dateTimeN: 0x6f,
  decimalN: 0x6a,
  bigVarChar: 0xa7,
  nVarChar: 0xe7,
} as const

const integerSizes = { tinyint: 1, smallint: 2, int: 4, bigint: 8 } as const
const varcharMax = 8000
const nvarcharMax = 4000
const plpNull = 0xffffffffffffffffn
const variableNull = 0xffff

const decimalLength = (precision: number) =>
  precision <= 9 ? 5 : precision <= 19 ? 9 : precision <= 28 ? 13 : 17
const precisionOf = (column: TdsColumn) => column.precision ?? 18
const scaleOf = (column: TdsColumn) => column.scale ?? 0
const isMax = (column: TdsColumn) =>
  column.length !== undefined && column.length > (column.type === "varchar" ? varcharMax : nvarcharMax)

export const columnTypeInfo = (column: TdsColumn): Buffer => {
  const info = new WireWriter()
  switch (column.type) {
    case "tinyint":
    case "smallint":
    case "int":
    case "bigint":
      return info.u8(DataType.intN).u8(integerSizes[column.type]).toBuffer()
    case "bit":
      return info.u8(DataType.bitN).u8(1).toBuffer()
    case "float":
      return info.u8(DataType.fltN).u8(8).toBuffer()
    case "money":
      return info.u8(DataType.moneyN).u8(8).toBuffer()
    case "datetime":
      return info.u8(DataType.dateTimeN).u8(8).toBuffer()
    case "decimal": {
      const precision = precisionOf(column)
      return info
        .u8(DataType.decimalN)
        .u8(decimalLength(precision))
        .u8(precision)
        .u8(scaleOf(column))
        .toBuffer()
    }
    case "varchar":
      return info
        .u8(DataType.bigVarChar)
        .u16(isMax(column) ? 0xffff : (column.length ?? varcharMax))
        .bytes(latin1GeneralCollation)
        .toBuffer()
    case "nvarchar":
      return info
        .u8(DataType.nVarChar)
        .u16(isMax(column) ? 0xffff : (column.length ?? nvarcharMax) * 2)
        .bytes(latin1GeneralCollation)
        .toBuffer()
  }
}

const cannotHold = (column: TdsColumn, value: unknown) =>
  `TDS test server: column "${column.name}" (${column.type}) cannot hold ${typeof value} ${String(value)}`

const integerOf = (column: TdsColumn, value: unknown): bigint => {
  if (typeof value === "bigint") return value
  if (typeof value === "number" && Number.isInteger(value)) return BigInt(value)
  if (typeof value === "boolean") return value ? 1n : 0n
  if (typeof value === "string" && /^[+-]?\d+$/.test(value.trim())) return BigInt(value.trim())
  throw new TypeError(cannotHold(column, value))
}

/** A decimal number as an integer count of 10^-scale, rounded half away from zero like SQL Server. */
const scaledOf = (column: TdsColumn, value: unknown, scale: number): bigint => {
  if (typeof value === "bigint") return value * 10n ** BigInt(scale)
  const text = typeof value === "number" && Number.isFinite(value) ? value.toFixed(scale) : value
  const match = typeof text === "string" ? /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/.exec(text) : null
  if (match === null || `${match[2] ?? ""}${match[3] ?? ""}` === "")
    throw new TypeError(cannotHold(column, value))
  const fraction = match[3] ?? ""
  const kept = BigInt(`${match[2] ?? ""}${fraction.slice(0, scale).padEnd(scale, "0")}` || "0")
  const rounded = (fraction[scale] ?? "0") >= "5" ? kept + 1n : kept
  return match[1] === "-" ? -rounded : rounded
}

const dateOf = (column: TdsColumn, value: unknown): Date => {
  const date =
    value instanceof Date
      ? value
      : typeof value === "string" || typeof value === "number"
        ? new Date(value)
        : undefined
  if (date === undefined || Number.isNaN(date.getTime())) throw new TypeError(cannotHold(column, value))
  return date
}

const dayMilliseconds = 86_400_000
const datetimeEpoch = Date.UTC(1900, 0, 1)

/** datetime: days since 1900-01-01 and the time of day in 1/300 s, read in UTC as the driver does. */
const datetimeBytes = (date: Date) => {
  let days = Math.floor((date.getTime() - datetimeEpoch) / dayMilliseconds)
  let ticks = Math.round(((date.getTime() - datetimeEpoch - days * dayMilliseconds) * 3) / 10)
  if (ticks === 300 * 86_400) {
    days += 1
    ticks = 0
  }
  return new WireWriter().i32(days).u32(ticks).toBuffer()
}

/** The magnitude of a decimal in `size` little-endian bytes. */
const magnitudeBytes = (magnitude: bigint, size: number) => {
  const bytes = Buffer.alloc(size)
  let rest = magnitude
  for (let index = 0; index < size; index += 1) {
    bytes[index] = Number(rest & 0xffn)
    rest >>= 8n
  }
  return bytes
}

const plp = (bytes: Buffer) => {
  const chunks = new WireWriter().u64(BigInt(bytes.length))
  if (bytes.length > 0) chunks.u32(bytes.length).bytes(bytes)
  return chunks.u32(0).toBuffer()
}

/** One value of a ROW token: its length prefix (zero or all-ones for NULL) and its bytes. */
export const columnValue = (column: TdsColumn, value: unknown): Buffer => {
  const out = new WireWriter()
  const isNull = value === null || value === undefined
  switch (column.type) {
    case "tinyint":
    case "smallint":
    case "int":
    case "bigint": {
      if (isNull) return out.u8(0).toBuffer()
      const size = integerSizes[column.type]
      const bytes = Buffer.alloc(size)
      if (size === 8) bytes.writeBigInt64LE(integerOf(column, value))
      else if (size === 1) bytes.writeUInt8(Number(integerOf(column, value)))
      else bytes.writeIntLE(Number(integerOf(column, value)), 0, size)
      return out.u8(size).bytes(bytes).toBuffer()
    }
    case "bit":
      return isNull
        ? out.u8(0).toBuffer()
        : out
            .u8(1)
            .u8(value === true || Number(value) !== 0 ? 1 : 0)
            .toBuffer()
    case "float": {
      if (isNull) return out.u8(0).toBuffer()
      const number = typeof value === "string" ? Number(value) : value
      if (typeof number !== "number" || Number.isNaN(number)) throw new TypeError(cannotHold(column, value))
      return out.u8(8).f64(number).toBuffer()
    }
    case "money": {
      if (isNull) return out.u8(0).toBuffer()
      const units = BigInt.asUintN(64, scaledOf(column, value, 4))
      return out
        .u8(8)
        .u32(Number(units >> 32n))
        .u32(Number(units & 0xffffffffn))
        .toBuffer()
    }
    case "datetime":
      return isNull
        ? out.u8(0).toBuffer()
        : out
            .u8(8)
            .bytes(datetimeBytes(dateOf(column, value)))
            .toBuffer()
    case "decimal": {
      if (isNull) return out.u8(0).toBuffer()
      const size = decimalLength(precisionOf(column))
      const scaled = scaledOf(column, value, scaleOf(column))
      const magnitude = scaled < 0n ? -scaled : scaled
      return out
        .u8(size)
        .u8(scaled < 0n ? 0 : 1)
        .bytes(magnitudeBytes(magnitude, size - 1))
        .toBuffer()
    }
    case "varchar":
    case "nvarchar": {
      if (isNull) return isMax(column) ? out.u64(plpNull).toBuffer() : out.u16(variableNull).toBuffer()
      const text = value instanceof Date ? value.toISOString() : String(value)
      const bytes = column.type === "varchar" ? encodeCp1252(text) : Buffer.from(text, "utf16le")
      return isMax(column) ? plp(bytes) : out.u16(bytes.length).bytes(bytes).toBuffer()
    }
  }
}
