/**
 * What starts every request from TDS 7.2 on, ALL_HEADERS (its transaction descriptor says which
 * transaction the request belongs to), and the two simple requests: a SQL batch's text and a
 * transaction manager request.
 */
import { WireReader } from "./wire.ts"

const HeaderType = { transactionDescriptor: 0x0002 } as const
const TransactionRequest = { begin: 5, commit: 7, rollback: 8, save: 9 } as const

/** The request's transaction descriptor in hex, or undefined when it was sent outside one (all zeros). */
export const readAllHeaders = (reader: WireReader): string | undefined => {
  const end = reader.offset + reader.u32()
  let descriptor: string | undefined
  while (reader.offset < end) {
    const headerEnd = reader.offset + reader.u32()
    const type = reader.u16()
    if (type === HeaderType.transactionDescriptor) {
      const bytes = reader.bytes(8)
      if (bytes.some((byte) => byte !== 0)) descriptor = bytes.toString("hex")
    }
    reader.bytes(headerEnd - reader.offset)
  }
  return descriptor
}

export interface SqlBatch {
  readonly sql: string
  readonly transaction: string | undefined
}

export const decodeSqlBatch = (payload: Buffer): SqlBatch => {
  const reader = new WireReader(payload)
  const transaction = readAllHeaders(reader)
  return { sql: reader.rest().toString("utf16le"), transaction }
}

export type TransactionManagerRequest =
  | { readonly kind: "begin"; readonly isolationLevel: number; readonly name: string }
  | { readonly kind: "commit" | "rollback"; readonly name: string; readonly beginAnother: boolean }
  | { readonly kind: "save"; readonly name: string }
  | { readonly kind: "unsupported"; readonly type: number }

export const decodeTransactionManagerRequest = (payload: Buffer): TransactionManagerRequest => {
  const reader = new WireReader(payload)
  readAllHeaders(reader)
  const type = reader.u16()
  const name = () => reader.bytes(reader.u8()).toString("utf16le")
  switch (type) {
    case TransactionRequest.begin: {
      const isolationLevel = reader.u8()
      return { kind: "begin", isolationLevel, name: name() }
    }
    case TransactionRequest.commit:
    case TransactionRequest.rollback: {
      const transactionName = name()
      // fBeginXact, then (when set) the new transaction's isolation level and name
      const beginAnother = reader.remaining > 0 && (reader.u8() & 0x01) !== 0
      return {
        kind: type === TransactionRequest.commit ? "commit" : "rollback",
        name: transactionName,
        beginAnother,
      }
    }
    case TransactionRequest.save:
      return { kind: "save", name: name() }
    default:
      return { kind: "unsupported", type }
  }
}
