import mssql from "mssql"
import { afterEach, describe, expect, it } from "vitest"
import {
  startTdsTestServer,
  type TdsAnswer,
  type TdsRequest,
  type TdsResultSet,
  type TdsTestServer,
  type TdsTestServerOptions,
} from "../support/tds/TdsTestServer.ts"

const closing: Array<() => Promise<unknown>> = []

afterEach(async () => {
  // pools before the servers they talk to
  for (const close of closing.splice(0).reverse()) await close()
})

const serve = async (options?: TdsTestServerOptions) => {
  const server = await startTdsTestServer(options)
  closing.push(server.close)
  return server
}

interface Security {
  readonly encrypt?: boolean
  readonly trustServerCertificate?: boolean
}

const configFor = (server: TdsTestServer, security: Security = {}, overrides: Partial<mssql.config> = {}) =>
  ({
    server: "127.0.0.1",
    port: server.port,
    database: "RanGame1",
    user: "gatehouse",
    password: "s3cret!",
    options: {
      encrypt: security.encrypt ?? false,
      trustServerCertificate: security.trustServerCertificate ?? true,
      // the certificate's name; tedious would otherwise send the IP address as the TLS server name
      serverName: "localhost",
    },
    ...overrides,
  }) satisfies mssql.config

const connect = (config: mssql.config) => {
  const pool = new mssql.ConnectionPool(config)
  closing.push(() => pool.close())
  return pool.connect()
}

const isDriverHousekeeping = (request: TdsRequest) =>
  /^set /i.test(request.sql) || request.sql === "SELECT 1;"

/** The requests the test sent, without the driver's own (its SET batch, the pool's validation). */
const sentByTest = (server: TdsTestServer) =>
  server.requests.filter((request) => !isDriverHousekeeping(request))

const lastSent = (server: TdsTestServer) => {
  const request = sentByTest(server).at(-1)
  if (request === undefined) throw new Error("no request reached the server")
  return request
}

const answering =
  (sql: string, answer: TdsAnswer) =>
  (request: TdsRequest): TdsAnswer =>
    request.sql === sql ? answer : {}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure")
    },
    (error: unknown) => error as Error & Record<string, unknown>,
  )

describe("logging in to the TDS test server", () => {
  it("logs in in clear when the client does not ask for encryption", async () => {
    const server = await serve({ tls: true })
    const pool = await connect(configFor(server))
    await pool.request().query("SELECT 1 AS one")
    expect(server.logins.at(-1)).toEqual({
      user: "gatehouse",
      password: "s3cret!",
      database: "RanGame1",
      appName: "node-mssql",
      encrypted: false,
    })
    expect(server.requests[0]).toMatchObject({ kind: "batch", database: "RanGame1" })
    expect(server.requests[0]?.sql).toMatch(/^set /)
  })

  it("logs in over TLS, inside PRELOGIN, when the client asks for encryption and trusts the certificate", async () => {
    const server = await serve({ tls: true, answer: answering("SELECT 1 AS one", oneRow) })
    const protocols: Array<string | null> = []
    const pool = await connect(
      configFor(
        server,
        { encrypt: true, trustServerCertificate: true },
        {
          beforeConnect: (connection) => {
            connection.on("secure", (cleartext) => protocols.push(cleartext.getProtocol()))
          },
        },
      ),
    )
    const result = await pool.request().query("SELECT 1 AS one")
    expect(result.recordset).toEqual([{ one: 1 }])
    expect(protocols.length).toBeGreaterThan(0)
    expect(new Set(protocols)).toEqual(new Set(["TLSv1.2"]))
    expect(server.logins.every((login) => login.encrypted)).toBe(true)
    expect(server.logins.at(-1)?.password).toBe("s3cret!")
  })

  it("is refused by a client that checks the self-signed test certificate", async () => {
    const server = await serve({ tls: true })
    const error = await failureOf(
      connect(configFor(server, { encrypt: true, trustServerCertificate: false })),
    )
    expect(error).toBeInstanceOf(mssql.ConnectionError)
    expect(error.message).toMatch(/self[- ]signed certificate/)
    expect(server.logins).toEqual([])
  })

  it("without a certificate, lets a client that asked for encryption log in in clear, as tedious goes along with", async () => {
    const server = await serve()
    const pool = await connect(configFor(server, { encrypt: true }))
    await pool.request().query("SELECT 1 AS one")
    expect(server.logins.at(-1)?.encrypted).toBe(false)
  })

  it("refuses a wrong password with error 18456, which the driver reports as a ConnectionError", async () => {
    const server = await serve({ logins: { gatehouse: "the right one" } })
    const error = await failureOf(connect(configFor(server)))
    expect(error).toBeInstanceOf(mssql.ConnectionError)
    expect(error.code).toBe("ELOGIN")
    expect(error.message).toBe("Login failed for user 'gatehouse'.")
    expect(server.logins.map((login) => login.password)).toEqual(["s3cret!"])
  })

  it("refuses a database it does not have, and opens one it has", async () => {
    const server = await serve({ logins: { gatehouse: "s3cret!" }, databases: ["RanGame1", "RanUser"] })
    const error = await failureOf(connect(configFor(server, {}, { database: "RanShop" })))
    expect(error).toBeInstanceOf(mssql.ConnectionError)
    expect(error.message).toBe("Login failed for user 'gatehouse'.")
    const pool = await connect(configFor(server, {}, { database: "RanUser" }))
    await pool.request().query("SELECT 1 AS one")
    expect(lastSent(server).database).toBe("RanUser")
  })
})

const oneRow: TdsAnswer = { resultSets: [{ columns: [{ name: "one", type: "int" }], rows: [[1]] }] }

describe("parameters as the driver puts them on the wire", () => {
  it("gives each parameter's declared type from @params and its value from the bytes", async () => {
    const server = await serve()
    const pool = await connect(configFor(server))
    const when = new Date("2024-02-29T12:34:56.789Z")
    await pool
      .request()
      .input("name", mssql.VarChar(20), "abc")
      .input("count", mssql.Int, 42)
      .input("big", mssql.BigInt, "9007199254740993")
      .input("when", mssql.DateTime, when)
      .input("untyped", "héllo wörld")
      .input("price", mssql.Decimal(18, 4), 12.3456)
      .input("paid", mssql.Money, 1234.5)
      .input("ratio", mssql.Float, 0.25)
      .input("active", mssql.Bit, true)
      .input("missing", mssql.Int, null)
      .input("blob", mssql.VarBinary(mssql.MAX), Buffer.from([1, 2, 3]))
      .input("id", mssql.UniqueIdentifier, "6F9619FF-8B86-D011-B42D-00C04FC964FF")
      .input("day", mssql.Date, new Date("2024-03-01T00:00:00Z"))
      .input("moment", mssql.DateTime2(3), new Date("2024-03-01T01:02:03.456Z"))
      .input("long", mssql.NVarChar(mssql.MAX), "x".repeat(5000))
      .query("SELECT @name")
    const request = lastSent(server)
    expect(request).toMatchObject({ kind: "rpc", sql: "SELECT @name", transaction: undefined })
    const byName = Object.fromEntries(request.parameters.map((parameter) => [parameter.name, parameter]))
    expect(byName.name).toMatchObject({ declaration: "varchar(20)", value: "abc" })
    expect(byName.count).toMatchObject({ declaration: "int", value: 42 })
    expect(byName.big).toMatchObject({ declaration: "bigint", value: 9007199254740993n })
    // datetime keeps 1/300 of a second: .789 becomes .790
    expect(byName.when).toMatchObject({
      declaration: "datetime",
      value: new Date("2024-02-29T12:34:56.790Z"),
    })
    expect(byName.untyped).toMatchObject({ declaration: "nvarchar(11)", value: "héllo wörld" })
    expect(byName.price).toMatchObject({ declaration: "decimal(18, 4)", value: 12.3456 })
    expect(byName.paid).toMatchObject({ declaration: "money", value: 1234.5 })
    expect(byName.ratio).toMatchObject({ declaration: "float", value: 0.25 })
    expect(byName.active).toMatchObject({ declaration: "bit", value: true })
    expect(byName.missing).toMatchObject({ declaration: "int", value: null })
    expect(byName.blob).toMatchObject({ declaration: "varbinary(max)", value: Buffer.from([1, 2, 3]) })
    expect(byName.id).toMatchObject({
      declaration: "uniqueidentifier",
      value: "6F9619FF-8B86-D011-B42D-00C04FC964FF",
    })
    expect(byName.day).toMatchObject({ declaration: "date", value: new Date("2024-03-01T00:00:00Z") })
    expect(byName.moment).toMatchObject({
      declaration: "datetime2(3)",
      value: new Date("2024-03-01T01:02:03.456Z"),
    })
    expect(byName.long).toMatchObject({ declaration: "nvarchar(max)", value: "x".repeat(5000) })
  })

  it("passes a stored procedure called by name with its parameters typed from their TYPE_INFO", async () => {
    const procedure = "sys.sp_describe_first_result_set"
    const server = await serve({ answer: answering(procedure, oneRow) })
    const pool = await connect(configFor(server))
    const result = await pool
      .request()
      .input("tsql", mssql.NVarChar(mssql.MAX), "SELECT 1 AS one")
      .input("params", mssql.NVarChar(100), null)
      .input("browse_information_mode", mssql.TinyInt, 0)
      .execute(procedure)
    expect(result.recordset).toEqual([{ one: 1 }])
    expect(result.returnValue).toBe(0)
    expect(lastSent(server)).toMatchObject({
      kind: "rpc",
      sql: procedure,
      parameters: [
        { name: "tsql", declaration: "nvarchar(max)", value: "SELECT 1 AS one", output: false },
        { name: "params", declaration: "nvarchar(100)", value: null, output: false },
        { name: "browse_information_mode", declaration: "tinyint", value: 0, output: false },
      ],
    })
  })
})

const everyType: TdsResultSet = {
  columns: [
    { name: "id", type: "int" },
    { name: "big", type: "bigint" },
    { name: "small", type: "smallint" },
    { name: "tiny", type: "tinyint" },
    { name: "active", type: "bit" },
    { name: "gold", type: "money" },
    { name: "created", type: "datetime" },
    { name: "account", type: "varchar", length: 20 },
    { name: "character", type: "nvarchar", length: 30 },
    { name: "notes", type: "varchar", length: mssql.MAX },
    { name: "price", type: "decimal", precision: 10, scale: 2 },
    { name: "ratio", type: "float" },
  ],
  rows: [
    [
      1,
      9007199254740993n,
      -2,
      255,
      true,
      1234.5678,
      new Date("2024-01-02T03:04:05.000Z"),
      "café",
      "Ωmega ✓",
      "long ".repeat(2000),
      "-12.35",
      0.5,
    ],
    [2, null, null, null, null, null, null, null, null, null, null, null],
  ],
}

describe("results as the driver reads them", () => {
  it("decodes every column type, NULLs included", async () => {
    const server = await serve({ answer: answering("SELECT * FROM Everything", { resultSets: [everyType] }) })
    const pool = await connect(configFor(server))
    const result = await pool.request().query("SELECT * FROM Everything")
    expect(result.recordset).toEqual([
      {
        id: 1,
        big: "9007199254740993",
        small: -2,
        tiny: 255,
        active: true,
        gold: 1234.5678,
        created: new Date("2024-01-02T03:04:05.000Z"),
        account: "café",
        character: "Ωmega ✓",
        notes: "long ".repeat(2000),
        price: -12.35,
        ratio: 0.5,
      },
      {
        id: 2,
        big: null,
        small: null,
        tiny: null,
        active: null,
        gold: null,
        created: null,
        account: null,
        character: null,
        notes: null,
        price: null,
        ratio: null,
      },
    ])
    expect(result.rowsAffected).toEqual([2])
  })

  it("gives two result sets and the rows a statement touched, in an RPC and in a batch", async () => {
    const answer: TdsAnswer = {
      resultSets: [
        { columns: [{ name: "a", type: "int" }], rows: [[1], [2]] },
        { columns: [{ name: "b", type: "nvarchar" }], rows: [["x"]] },
      ],
      rowsAffected: 3,
    }
    const server = await serve({ answer: answering("SELECT a; SELECT b; UPDATE c", answer) })
    const pool = await connect(configFor(server))
    const viaRpc = await pool.request().input("p", mssql.Int, 1).query("SELECT a; SELECT b; UPDATE c")
    const viaBatch = await pool.request().batch("SELECT a; SELECT b; UPDATE c")
    for (const result of [viaRpc, viaBatch]) {
      expect(result.recordsets).toEqual([[{ a: 1 }, { a: 2 }], [{ b: "x" }]])
      expect(result.recordset).toEqual([{ a: 1 }, { a: 2 }])
      expect(result.rowsAffected).toEqual([2, 1, 3])
    }
    expect(sentByTest(server).map((request) => request.kind)).toEqual(["rpc", "batch"])
  })

  it("reports only rows touched for a statement without results", async () => {
    const server = await serve({ answer: answering("UPDATE c", { rowsAffected: 4 }) })
    const pool = await connect(configFor(server))
    const result = await pool.request().query("UPDATE c")
    expect(result.recordsets).toEqual([])
    expect(result.rowsAffected).toEqual([4])
  })
})

describe("failures as the driver reports them", () => {
  it("fails a request whose answer's rows do not fit their columns, saying why", async () => {
    const server = await serve({
      answer: answering("SELECT odd", {
        resultSets: [{ columns: [{ name: "n", type: "int" }], rows: [["many"]] }],
      }),
    })
    const pool = await connect(configFor(server))
    const error = await failureOf(pool.request().query("SELECT odd"))
    expect(error.number).toBe(50000)
    expect(error.message).toBe('TDS test server: column "n" (int) cannot hold string many')
  })

  it("surfaces error 2627 with its number", async () => {
    const message = "Violation of PRIMARY KEY constraint 'PK_Users'. Cannot insert duplicate key."
    const server = await serve({
      answer: answering("INSERT u", { error: { number: 2627, message, severity: 14 } }),
    })
    const pool = await connect(configFor(server))
    const error = await failureOf(pool.request().input("id", mssql.Int, 1).query("INSERT u"))
    expect(error).toBeInstanceOf(mssql.RequestError)
    expect(error.number).toBe(2627)
    expect(error.class).toBe(14)
    expect(error.message).toBe(message)
    expect((error.originalError as { info?: { number?: number } }).info?.number).toBe(2627)
  })

  it("surfaces deadlock error 1205 with its number, in a batch too", async () => {
    const message = "Transaction (Process ID 51) was deadlocked on lock resources with another process."
    const server = await serve({
      answer: answering("UPDATE d", { error: { number: 1205, message, severity: 13 } }),
    })
    const pool = await connect(configFor(server))
    const error = await failureOf(pool.request().batch("UPDATE d"))
    expect(error).toBeInstanceOf(mssql.RequestError)
    expect(error.number).toBe(1205)
    await expect(pool.request().query("SELECT 1 AS one")).resolves.toBeDefined()
  })

  it("drops the connection, which fails the request, and the pool recovers", async () => {
    const server = await serve({ answer: answering("SELECT dropped", { drop: true }) })
    const pool = await connect(configFor(server))
    // tedious also reports the lost socket as an 'error' event, which mssql re-emits on the pool
    // (and which would crash a process with no listener for it)
    const poolErrors: Array<unknown> = []
    pool.on("error", (error: unknown) => poolErrors.push(error))
    const error = await failureOf(pool.request().query("SELECT dropped"))
    expect(error instanceof mssql.ConnectionError || error instanceof mssql.RequestError).toBe(true)
    const loginsBefore = server.logins.length
    await pool.request().query("SELECT 1 AS one")
    expect(server.logins.length).toBe(loginsBefore + 1)
  })

  it("never answers, so the request times out; the driver's ATTENTION is acknowledged and the connection reused", async () => {
    const server = await serve({ answer: answering("WAITFOR DELAY '01:00'", { hang: true }) })
    const pool = await connect(configFor(server, {}, { requestTimeout: 500 }))
    await pool.request().query("SELECT 1 AS one")
    const loginsBefore = server.logins.length
    const error = await failureOf(pool.request().query("WAITFOR DELAY '01:00'"))
    expect(error).toBeInstanceOf(mssql.RequestError)
    expect(error.code).toBe("ETIMEOUT")
    expect(server.attentions).toBe(1)
    await pool.request().query("SELECT 1 AS one")
    expect(server.logins.length).toBe(loginsBefore)
  })

  it("answers an answer that throws with error 50000 naming the cause", async () => {
    const server = await serve({
      answer: (request) => {
        if (request.sql === "SELECT broken") throw new Error("no such fixture")
        return {}
      },
    })
    const pool = await connect(configFor(server))
    const error = await failureOf(pool.request().query("SELECT broken"))
    expect(error.number).toBe(50000)
    expect(error.message).toBe("TDS test server: no such fixture")
  })
})

describe("transactions", () => {
  it("hands out a descriptor at begin that the transaction's requests carry, and records begin and commit", async () => {
    const server = await serve()
    const pool = await connect(configFor(server))
    const transaction = new mssql.Transaction(pool)
    await transaction.begin(mssql.ISOLATION_LEVEL.SERIALIZABLE)
    await new mssql.Request(transaction).input("id", mssql.Int, 7).query("UPDATE t SET x = 1 WHERE id = @id")
    await new mssql.Request(transaction).batch("UPDATE t SET y = 2")
    await transaction.commit()
    await pool.request().query("SELECT after")
    const [begin, commit] = server.transactions
    expect(server.transactions).toHaveLength(2)
    expect(begin).toMatchObject({ kind: "begin", isolationLevel: mssql.ISOLATION_LEVEL.SERIALIZABLE })
    expect(commit).toMatchObject({ kind: "commit", descriptor: begin?.descriptor })
    expect(sentByTest(server).map((request) => [request.sql, request.transaction])).toEqual([
      ["UPDATE t SET x = 1 WHERE id = @id", begin?.descriptor],
      ["UPDATE t SET y = 2", begin?.descriptor],
      ["SELECT after", undefined],
    ])
  })

  it("records a rollback, and a new transaction gets a new descriptor", async () => {
    const server = await serve()
    const pool = await connect(configFor(server))
    const first = new mssql.Transaction(pool)
    await first.begin()
    await new mssql.Request(first).query("DELETE t")
    await first.rollback()
    const second = new mssql.Transaction(pool)
    await second.begin()
    await second.commit()
    expect(server.transactions.map((event) => event.kind)).toEqual(["begin", "rollback", "begin", "commit"])
    const [begun, rolledBack, begunAgain] = server.transactions
    expect(rolledBack?.descriptor).toBe(begun?.descriptor)
    expect(begunAgain?.descriptor).not.toBe(begun?.descriptor)
    expect(lastSent(server).transaction).toBe(begun?.descriptor)
  })
  it("ends the transaction of a deadlock's victim (1205), as SQL Server does, so mssql reports it aborted", async () => {
    const message = "Transaction (Process ID 51) was deadlocked on lock resources with another process."
    const server = await serve({
      answer: answering("UPDATE d", { error: { number: 1205, message, severity: 13 } }),
    })
    const pool = await connect(configFor(server))
    const transaction = new mssql.Transaction(pool)
    await transaction.begin()
    const error = await failureOf(new mssql.Request(transaction).query("UPDATE d"))
    expect(error.number).toBe(1205)
    const commitError = await failureOf(transaction.commit())
    expect(commitError.code).toBe("EABORT")
    expect(server.transactions.map((event) => event.kind)).toEqual(["begin", "rollback"])
    await expect(pool.request().query("SELECT 1 AS one")).resolves.toBeDefined()
  })
})

describe("sizes and concurrency", () => {
  it.each([
    { over: "in clear", encrypt: false },
    { over: "over TLS", encrypt: true },
  ])("takes a request with 2,000 parameters, split over many packets, $over", async ({ encrypt }) => {
    const server = await serve({ tls: true })
    const pool = await connect(configFor(server, { encrypt }))
    const request = pool.request()
    const names = Array.from({ length: 2000 }, (_, index) => `p${index}`)
    names.forEach((name, index) => {
      request.input(name, mssql.Int, index * 3)
    })
    await request.query(`SELECT ${names.map((name) => `@${name}`).join(", ")}`)
    const parameters = lastSent(server).parameters
    expect(parameters).toHaveLength(2000)
    expect(
      parameters.every(
        (parameter, index) => parameter.declaration === "int" && parameter.value === index * 3,
      ),
    ).toBe(true)
    expect(parameters.at(-1)).toMatchObject({ name: "p1999", value: 5997 })
  })

  it.each([
    { over: "in clear", encrypt: false },
    { over: "over TLS", encrypt: true },
  ])("sends a result of 5,000 rows, split over packets of 512 bytes, $over", async ({ encrypt }) => {
    const rows = Array.from({ length: 5000 }, (_, index) => [index, `character ${index}`])
    const columns = [
      { name: "id", type: "int" },
      { name: "name", type: "nvarchar", length: 50 },
    ] as const
    const server = await serve({
      tls: true,
      answer: answering("SELECT * FROM Characters", { resultSets: [{ columns, rows }] }),
    })
    const security = { encrypt, trustServerCertificate: true, serverName: "localhost" }
    const pool = await connect(configFor(server, {}, { options: { ...security, packetSize: 512 } }))
    const result = await pool.request().query("SELECT * FROM Characters")
    expect(result.recordset).toHaveLength(5000)
    expect(result.recordset[4999]).toEqual({ id: 4999, name: "character 4999" })
    expect(result.rowsAffected).toEqual([5000])
    expect(server.logins.every((login) => login.encrypted === encrypt)).toBe(true)
  })

  it("answers several pooled connections at once, each with its own login", async () => {
    let arrived = 0
    let release: () => void = () => {}
    const allArrived = new Promise<void>((resolve) => {
      release = resolve
    })
    const server = await serve({
      answer: async (request) => {
        if (!request.sql.startsWith("SELECT slow")) return {}
        arrived += 1
        if (arrived === 4) release()
        await allArrived
        return { resultSets: [{ columns: [{ name: "n", type: "int" }], rows: [[arrived]] }] }
      },
    })
    const pool = await connect(configFor(server, {}, { pool: { min: 0, max: 4 } }))
    const results = await Promise.all([1, 2, 3, 4].map((n) => pool.request().query(`SELECT slow ${n}`)))
    expect(results.map((result) => result.recordset[0])).toEqual([{ n: 4 }, { n: 4 }, { n: 4 }, { n: 4 }])
    expect(server.logins.length).toBeGreaterThanOrEqual(4)
  })
})
