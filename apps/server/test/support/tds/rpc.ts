/**
 * RPC requests: a procedure, by name or by the number of one of the special procedures, and its
 * parameters (name, status flags, TYPE_INFO, value). sp_executesql's own parameters become the
 * request's text and the declared types of the parameters that follow them.
 */
import { parseDeclarations } from "./declarations.ts"
import { readTypedValue } from "./parameterValues.ts"
import { readAllHeaders } from "./requests.ts"
import type { TdsParameter } from "./types.ts"
import { WireReader } from "./wire.ts"

/** The special procedures a client may call by number (ProcIDSwitch 0xFFFF). */
const specialProcedures: Readonly<Record<number, string>> = {
  1: "sp_cursor",
  2: "sp_cursoropen",
  3: "sp_cursorprepare",
  4: "sp_cursorexecute",
  5: "sp_cursorprepexec",
  6: "sp_cursorunprepare",
  7: "sp_cursorfetch",
  8: "sp_cursoroption",
  9: "sp_cursorclose",
  10: "sp_executesql",
  11: "sp_prepare",
  12: "sp_execute",
  13: "sp_prepexec",
  14: "sp_prepexecrpc",
  15: "sp_unprepare",
}

const procIdSwitch = 0xffff
const byReference = 0x01

export interface RpcCall {
  readonly procedure: string
  readonly transaction: string | undefined
  readonly parameters: ReadonlyArray<TdsParameter>
}

export const decodeRpc = (payload: Buffer): RpcCall => {
  const reader = new WireReader(payload)
  const transaction = readAllHeaders(reader)
  const nameLength = reader.u16()
  const procedure =
    nameLength === procIdSwitch ? (specialProcedures[reader.u16()] ?? "unknown") : reader.ucs2(nameLength)
  reader.u16()
  const parameters: Array<TdsParameter> = []
  while (reader.remaining > 0) {
    const name = reader.bVarChar().replace(/^@/, "")
    const status = reader.u8()
    const { declaration, value } = readTypedValue(reader)
    parameters.push({ name, declaration, value, output: (status & byReference) !== 0 })
  }
  return { procedure, transaction, parameters }
}

export const isExecuteSql = (procedure: string): boolean => /^(?:sys\.)?sp_executesql$/i.test(procedure)

export interface ExecuteSql {
  readonly statement: string
  readonly parameters: ReadonlyArray<TdsParameter>
}

/** sp_executesql's `@statement` and, typed as `@params` declares them, the parameters after it. */
export const executeSqlOf = (call: RpcCall): ExecuteSql => {
  const [statement, params, ...rest] = call.parameters
  const declarations = parseDeclarations(typeof params?.value === "string" ? params.value : "")
  return {
    statement: typeof statement?.value === "string" ? statement.value : "",
    parameters: rest.map((parameter) => {
      const declared = declarations.get(parameter.name.toLowerCase())
      return declared === undefined ? parameter : { ...parameter, declaration: declared.declaration }
    }),
  }
}
