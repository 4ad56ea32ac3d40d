/**
 * One connection's transaction, run by TRANSACTION_MANAGER requests. Beginning hands the client a
 * new descriptor in an ENVCHANGE, which it then sends with every request until commit or rollback
 * hands the descriptor back (as the ENVCHANGE's old value). A rollback to a save point keeps the
 * transaction open, and sends no ENVCHANGE.
 */
import { batchError } from "./answers.ts"
import type { TransactionManagerRequest } from "./requests.ts"
import { Command, DoneStatus, done, envChange } from "./tokens.ts"
import type { TdsTransactionEvent } from "./types.ts"

export interface TransactionHooks {
  readonly newDescriptor: () => Buffer
  readonly record: (event: TdsTransactionEvent) => void
}

const finished = () => done(DoneStatus.final, Command.none, 0)

export const connectionTransactions = (hooks: TransactionHooks) => {
  let current: Buffer | undefined
  const savePoints = new Set<string>()

  const begin = (isolationLevel: number, name: string) => {
    const descriptor = hooks.newDescriptor()
    current = descriptor
    savePoints.clear()
    hooks.record({ kind: "begin", descriptor: descriptor.toString("hex"), isolationLevel, name })
    return envChange.beginTransaction(descriptor)
  }

  /** The reply to one request: ENVCHANGE tokens as the transaction changes, then DONE. */
  const handle = (request: TransactionManagerRequest): Buffer => {
    switch (request.kind) {
      case "begin":
        return Buffer.concat([begin(request.isolationLevel, request.name), finished()])
      case "save":
        if (current === undefined) {
          return batchError({
            number: 628,
            message: "Cannot issue SAVE TRANSACTION when there is no active transaction.",
          })
        }
        savePoints.add(request.name)
        hooks.record({ kind: "save", descriptor: current.toString("hex"), name: request.name })
        return finished()
      case "commit":
      case "rollback": {
        if (current === undefined) {
          const [number, verb] = request.kind === "commit" ? [3902, "COMMIT"] : [3903, "ROLLBACK"]
          return batchError({
            number,
            message: `The ${verb} TRANSACTION request has no corresponding BEGIN TRANSACTION.`,
          })
        }
        const descriptor = current
        hooks.record({ kind: request.kind, descriptor: descriptor.toString("hex"), name: request.name })
        if (request.kind === "rollback" && request.name !== "" && savePoints.has(request.name))
          return finished()
        current = undefined
        savePoints.clear()
        const ended =
          request.kind === "commit"
            ? envChange.commitTransaction(descriptor)
            : envChange.rollbackTransaction(descriptor)
        return Buffer.concat([ended, ...(request.beginAnother ? [begin(0, "")] : []), finished()])
      }
      case "unsupported":
        return batchError({
          number: 50000,
          message: `TDS test server: transaction request ${request.type} is not supported`,
        })
    }
  }

  /**
   * The server ending the transaction on its own, as SQL Server does to a deadlock victim: the
   * ENVCHANGE that tells the client, or nothing when no transaction is open.
   */
  const abort = (): Buffer => {
    if (current === undefined) return Buffer.alloc(0)
    const descriptor = current
    current = undefined
    savePoints.clear()
    hooks.record({ kind: "rollback", descriptor: descriptor.toString("hex"), name: "" })
    return envChange.rollbackTransaction(descriptor)
  }

  return { handle, abort }
}
