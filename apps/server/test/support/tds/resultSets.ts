/** A result set as COLMETADATA (each column's user type, flags, TYPE_INFO and name) then ROW tokens. */
import { columnTypeInfo, columnValue } from "./columnValues.ts"
import type { TdsResultSet } from "./types.ts"
import { WireWriter } from "./wire.ts"

const Token = { colMetadata: 0x81, row: 0xd1 } as const
const nullable = 0x0001

export const resultSetTokens = (resultSet: TdsResultSet): Buffer => {
  const { columns } = resultSet
  const out = new WireWriter().u8(Token.colMetadata).u16(columns.length)
  for (const column of columns) {
    out.u32(0).u16(nullable).bytes(columnTypeInfo(column)).bVarChar(column.name)
  }
  resultSet.rows.forEach((row, index) => {
    if (row.length !== columns.length) {
      throw new TypeError(
        `TDS test server: row ${index} has ${row.length} values for ${columns.length} columns`,
      )
    }
    out.u8(Token.row)
    columns.forEach((column, at) => {
      out.bytes(columnValue(column, row[at]))
    })
  })
  return out.toBuffer()
}
