/**
 * A small TDS 7.4 server on loopback for tests: the real `mssql`/`tedious` driver logs in to it
 * (in clear or over TLS), and each batch or RPC it sends is recorded and answered as the test's
 * `answer` says: result sets, a row count, an error, a dropped connection or no answer at all.
 */
import { createServer, type Socket } from "node:net"
import { serveConnection } from "./connection.ts"
import { parseProductVersion } from "./prelogin.ts"
import type {
  TdsLogin,
  TdsRequest,
  TdsTestServer,
  TdsTestServerOptions,
  TdsTransactionEvent,
} from "./types.ts"

export type {
  TdsAnswer,
  TdsColumn,
  TdsColumnType,
  TdsError,
  TdsLogin,
  TdsParameter,
  TdsRequest,
  TdsResultSet,
  TdsTestServer,
  TdsTestServerOptions,
  TdsTransactionEvent,
} from "./types.ts"

/** SQL Server numbers user sessions from 51. */
const firstSpid = 51

export const startTdsTestServer = (options: TdsTestServerOptions = {}): Promise<TdsTestServer> => {
  const requests: Array<TdsRequest> = []
  const logins: Array<TdsLogin> = []
  const transactions: Array<TdsTransactionEvent> = []
  const sockets = new Set<Socket>()
  const version = parseProductVersion(options.version ?? "15.0.2000")
  let attentions = 0
  let spid = firstSpid
  let descriptors = 0n

  const newDescriptor = () => {
    descriptors += 1n
    const descriptor = Buffer.alloc(8)
    descriptor.writeBigUInt64LE(descriptors)
    return descriptor
  }

  const listener = createServer((socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
    serveConnection(socket, {
      options,
      version,
      spid: spid++,
      newDescriptor,
      recordRequest: (request) => requests.push(request),
      recordLogin: (login) => logins.push(login),
      recordTransaction: (event) => transactions.push(event),
      recordAttention: () => {
        attentions += 1
      },
    })
  })

  const close = () =>
    new Promise<void>((resolve) => {
      listener.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })

  return new Promise((resolve, reject) => {
    listener.once("error", reject)
    listener.listen(0, "127.0.0.1", () => {
      const address = listener.address()
      if (address === null || typeof address === "string") {
        reject(new Error("TDS test server: no TCP address"))
        return
      }
      resolve({
        port: address.port,
        requests,
        logins,
        transactions,
        get attentions() {
          return attentions
        },
        close,
      })
    })
  })
}
