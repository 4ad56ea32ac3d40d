import { connect, createServer, type Server, type Socket } from "node:net"
import { Effect } from "effect"

/** A TCP proxy on loopback the test can cut, as a database restart or a failed link cuts connections. */
export interface TcpProxy {
  readonly port: number
  /** Closes every connection through it and refuses new ones until `restore`. */
  readonly cut: Effect.Effect<void>
  readonly restore: Effect.Effect<void>
}

/** Forwards 127.0.0.1:<port> to `target`, until its scope closes. */
export const tcpProxy = (target: { readonly host: string; readonly port: number }) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const open = new Set<Socket>()
      let refusing = false
      const server: Server = createServer((client) => {
        if (refusing) return client.destroy()
        const upstream = connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          open.add(socket)
          socket.on("close", () => open.delete(socket))
          socket.on("error", () => undefined)
        }
        client.pipe(upstream).pipe(client)
      })
      await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening))
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      return {
        server,
        proxy: {
          port,
          cut: Effect.sync(() => {
            refusing = true
            for (const socket of open) socket.destroy()
          }),
          restore: Effect.sync(() => {
            refusing = false
          }),
        } satisfies TcpProxy,
      }
    }),
    ({ server }) => Effect.promise(() => new Promise<void>((closed) => server.close(() => closed()))),
  ).pipe(Effect.map(({ proxy }) => proxy))
