/**
 * A request's answer as the tokens SQL Server sends. A batch ends each statement with DONE, more to
 * come flagged on all but the last; a procedure call ends each statement inside it with DONEINPROC,
 * then gives its RETURNSTATUS and a closing DONEPROC. The driver reads a result set's end, its row
 * count and an error from these flags.
 */
import { resultSetTokens } from "./resultSets.ts"
import { Command, DoneStatus, done, doneInProc, doneProc, error, returnStatus } from "./tokens.ts"
import type { TdsError, TdsResultSet } from "./types.ts"

export const serverName = "localhost"

export interface Results {
  readonly resultSets?: ReadonlyArray<TdsResultSet>
  readonly rowsAffected?: number
}

interface Statement {
  readonly tokens: Buffer
  readonly command: number
  readonly rowCount: number
}

const statementsOf = (results: Results): ReadonlyArray<Statement> => [
  ...(results.resultSets ?? []).map((resultSet) => ({
    tokens: resultSetTokens(resultSet),
    command: Command.select,
    rowCount: resultSet.rows.length,
  })),
  ...(results.rowsAffected === undefined
    ? []
    : [{ tokens: Buffer.alloc(0), command: Command.insert, rowCount: results.rowsAffected }]),
]

export const batchResults = (results: Results): Buffer => {
  const statements = statementsOf(results)
  if (statements.length === 0) return done(DoneStatus.final, Command.none, 0)
  return Buffer.concat(
    statements.flatMap((statement, index) => [
      statement.tokens,
      done(
        DoneStatus.count | (index < statements.length - 1 ? DoneStatus.more : DoneStatus.final),
        statement.command,
        statement.rowCount,
      ),
    ]),
  )
}

export const procedureResults = (results: Results): Buffer =>
  Buffer.concat([
    ...statementsOf(results).flatMap((statement) => [
      statement.tokens,
      doneInProc(DoneStatus.count | DoneStatus.more, statement.command, statement.rowCount),
    ]),
    returnStatus(0),
    doneProc(DoneStatus.final, Command.execute, 0),
  ])

const errorToken = (failure: TdsError, procedureName: string) =>
  error({
    number: failure.number,
    state: failure.state ?? 1,
    severity: failure.severity ?? 16,
    message: failure.message,
    serverName,
    procedureName,
    line: 1,
  })

export const batchError = (failure: TdsError): Buffer =>
  Buffer.concat([errorToken(failure, ""), done(DoneStatus.error, Command.none, 0)])

/** sp_executesql reports its statement's error with no procedure name; a stored procedure with its own. */
export const procedureError = (failure: TdsError, procedureName: string): Buffer =>
  Buffer.concat([
    errorToken(failure, procedureName),
    doneInProc(DoneStatus.error | DoneStatus.more, Command.none, 0),
    doneProc(DoneStatus.error, Command.execute, 0),
  ])

export const attentionAcknowledgement = (): Buffer => done(DoneStatus.attention, Command.none, 0)
