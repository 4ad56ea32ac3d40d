import { connect } from "node:net"

/** The machine's own PostgreSQL, as CI provides it and as most developers run it. */
export const defaultTestDatabaseUrl = "postgres://postgres@127.0.0.1:5432/postgres"

/** The PostgreSQL the server tests use for their second pass: `TEST_DATABASE_URL`, else the local one. */
export const testDatabaseUrl = (): string => process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl

/** Whether something accepts connections at the URL's host and port (within two seconds). */
export const databaseAnswers = (url: string): Promise<boolean> => {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || "127.0.0.1", port: Number(port || 5432) })
    const finish = (answered: boolean) => {
      socket.destroy()
      resolve(answered)
    }
    socket.setTimeout(2_000, () => finish(false))
    socket.once("connect", () => finish(true))
    socket.once("error", () => finish(false))
  })
}
