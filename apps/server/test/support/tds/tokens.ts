/**
 * Writers for the tokens of a server's answer other than result sets (resultSets.ts): LOGINACK,
 * ENVCHANGE, INFO and ERROR, the three DONE tokens, RETURNSTATUS and FEATUREEXTACK.
 */
import type { ProductVersion } from "./prelogin.ts"
import { WireWriter } from "./wire.ts"

const Token = {
  returnStatus: 0x79,
  error: 0xaa,
  info: 0xab,
  loginAck: 0xad,
  featureExtAck: 0xae,
  envChange: 0xe3,
  done: 0xfd,
  doneProc: 0xfe,
  doneInProc: 0xff,
} as const

export const tds74 = 0x74000004

/** A token whose body is preceded by its length in two bytes. */
const withLength = (token: number, body: WireWriter) =>
  new WireWriter().u8(token).u16(body.length).bytes(body.toBuffer()).toBuffer()

export const loginAck = (version: ProductVersion): Buffer =>
  withLength(
    Token.loginAck,
    new WireWriter()
      // the T-SQL interface
      .u8(1)
      .u32be(tds74)
      .bVarChar("Microsoft SQL Server")
      .u8(version.major)
      .u8(version.minor)
      .u8(version.build >> 8)
      .u8(version.build & 0xff),
  )

const EnvChange = {
  database: 1,
  language: 2,
  packetSize: 4,
  sqlCollation: 7,
  beginTransaction: 8,
  commitTransaction: 9,
  rollbackTransaction: 10,
  resetConnection: 18,
} as const

const envChangeText = (type: number, newValue: string, oldValue: string) =>
  withLength(Token.envChange, new WireWriter().u8(type).bVarChar(newValue).bVarChar(oldValue))

const envChangeBytes = (type: number, newValue: Buffer, oldValue: Buffer) =>
  withLength(Token.envChange, new WireWriter().u8(type).bVarByte(newValue).bVarByte(oldValue))

const none = Buffer.alloc(0)

export const envChange = {
  database: (newName: string, oldName: string) => envChangeText(EnvChange.database, newName, oldName),
  language: (newLanguage: string) => envChangeText(EnvChange.language, newLanguage, ""),
  packetSize: (newSize: number, oldSize: number) =>
    envChangeText(EnvChange.packetSize, String(newSize), String(oldSize)),
  sqlCollation: (collation: Buffer) => envChangeBytes(EnvChange.sqlCollation, collation, none),
  beginTransaction: (descriptor: Buffer) => envChangeBytes(EnvChange.beginTransaction, descriptor, none),
  commitTransaction: (descriptor: Buffer) => envChangeBytes(EnvChange.commitTransaction, none, descriptor),
  rollbackTransaction: (descriptor: Buffer) =>
    envChangeBytes(EnvChange.rollbackTransaction, none, descriptor),
  resetConnection: () => envChangeBytes(EnvChange.resetConnection, none, none),
}

export interface ServerMessage {
  readonly number: number
  readonly state: number
  readonly severity: number
  readonly message: string
  readonly serverName: string
  readonly procedureName: string
  readonly line: number
}

const message = (token: number, fields: ServerMessage) =>
  withLength(
    token,
    new WireWriter()
      .u32(fields.number)
      .u8(fields.state)
      .u8(fields.severity)
      .usVarChar(fields.message)
      .bVarChar(fields.serverName)
      .bVarChar(fields.procedureName)
      .u32(fields.line),
  )

export const info = (fields: ServerMessage): Buffer => message(Token.info, fields)
export const error = (fields: ServerMessage): Buffer => message(Token.error, fields)

export const DoneStatus = { final: 0x00, more: 0x01, error: 0x02, count: 0x10, attention: 0x20 } as const

/** The statement a DONE token closes, as SQL Server numbers them. */
export const Command = { none: 0x00, select: 0xc1, insert: 0xc3, execute: 0xe0 } as const

const doneOf = (token: number) => (status: number, command: number, rowCount: number) =>
  new WireWriter().u8(token).u16(status).u16(command).u64(BigInt(rowCount)).toBuffer()

export const done = doneOf(Token.done)
export const doneProc = doneOf(Token.doneProc)
export const doneInProc = doneOf(Token.doneInProc)

export const returnStatus = (value: number): Buffer =>
  new WireWriter().u8(Token.returnStatus).i32(value).toBuffer()

/** SQL Server 2019 acknowledges the UTF-8 support a TDS 7.4 client announces. */
export const featureExtAckUtf8 = (): Buffer =>
  new WireWriter().u8(Token.featureExtAck).u8(0x0a).u32(1).u8(1).u8(0xff).toBuffer()
