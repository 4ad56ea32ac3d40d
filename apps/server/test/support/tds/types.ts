/** The TDS test server's vocabulary, re-exported by TdsTestServer.ts. */

export interface TdsLogin {
  readonly user: string
  readonly password: string
  readonly database: string
  readonly appName: string
  /** Whether the login travelled inside TLS. */
  readonly encrypted: boolean
}

export interface TdsParameter {
  /** Without the `@`. */
  readonly name: string
  /**
   * The type as declared on the wire: for sp_executesql the text of its `@params` declaration
   * (tedious writes `varchar(20)`, `nvarchar(4000)`, `decimal(18, 4)`, `datetime2(7)`, …), for any
   * other procedure the same spelling made from the parameter's TYPE_INFO.
   */
  readonly declaration: string
  /**
   * Decoded from the bytes: integers of 1, 2 and 4 bytes, float, real, money, decimal and numeric
   * as number; bigint as bigint; bit as boolean; datetime, smalldatetime, date, time, datetime2
   * and datetimeoffset as Date (their wall-clock read as UTC, as the driver writes them); char,
   * varchar, nchar, nvarchar, text, ntext and uniqueidentifier as string; binary, varbinary and
   * image as Buffer; SQL NULL as null.
   */
  readonly value: unknown
  /** Declared OUTPUT. */
  readonly output: boolean
}

export interface TdsRequest {
  readonly kind: "batch" | "rpc"
  /** A batch's text, sp_executesql's `@statement`, or the name of any other procedure called. */
  readonly sql: string
  readonly parameters: ReadonlyArray<TdsParameter>
  readonly database: string
  readonly login: TdsLogin
  /** Hex descriptor of the transaction the request was sent in, if any. */
  readonly transaction: string | undefined
}

export type TdsColumnType =
  | "int"
  | "bigint"
  | "smallint"
  | "tinyint"
  | "bit"
  | "varchar"
  | "nvarchar"
  | "datetime"
  | "money"
  | "decimal"
  | "float"

export interface TdsColumn {
  readonly name: string
  readonly type: TdsColumnType
  /** varchar (default 8000) and nvarchar (default 4000); longer than that is `max`. */
  readonly length?: number
  /** decimal, default 18. */
  readonly precision?: number
  /** decimal, default 0. */
  readonly scale?: number
}

export interface TdsResultSet {
  readonly columns: ReadonlyArray<TdsColumn>
  /**
   * One value per column; null (or undefined) is SQL NULL. Integer types take a number, bigint or
   * string of digits; money and decimal a number, bigint or decimal string (kept exact, rounded to
   * the scale); float a number; bit a boolean or 0/1; datetime a Date or date string (written as
   * its UTC wall-clock time, which the driver reads back as the same instant); varchar and nvarchar
   * a string (varchar in Windows-1252, `?` for what it lacks).
   */
  readonly rows: ReadonlyArray<ReadonlyArray<unknown>>
}

export interface TdsError {
  readonly number: number
  readonly message: string
  /** Default 16; 20 and above end the connection after the answer, as on SQL Server. */
  readonly severity?: number
  /** Default 1. */
  readonly state?: number
}

export type TdsAnswer =
  | {
      readonly resultSets?: ReadonlyArray<TdsResultSet>
      /** A statement's count of rows touched, reported after the result sets. */
      readonly rowsAffected?: number
    }
  | { readonly error: TdsError }
  /** Close the socket without answering. */
  | { readonly drop: true }
  /** Never answer this request (but acknowledge the ATTENTION the client sends). */
  | { readonly hang: true }

export type TdsTransactionEvent = {
  readonly kind: "begin" | "commit" | "rollback" | "save"
  readonly descriptor: string
  /** begin only: the isolation level tedious asked for (0 no change … 5 snapshot). */
  readonly isolationLevel?: number
  /** The name tedious gave the transaction or save point, often empty. */
  readonly name: string
}

export interface TdsTestServerOptions {
  /**
   * Default: an empty answer (no result sets). Asked about every batch and RPC (the pool's
   * validation `SELECT 1;` included) but the driver's session-setup batch of `SET`s right after
   * login, which always gets the empty answer: tedious reads that one with a handler that takes no
   * rows. An answer that throws, or rows that do not fit their columns, fail the request with
   * error 50000 saying why.
   */
  readonly answer?: (request: TdsRequest) => TdsAnswer | Promise<TdsAnswer>
  /** user → password; absent: any login accepted. */
  readonly logins?: Readonly<Record<string, string>>
  /** Absent: any. */
  readonly databases?: ReadonlyArray<string>
  /** Offer encryption with the committed test certificate, as SQL Server with a certificate does. */
  readonly tls?: boolean
  /** Product version reported in PRELOGIN and LOGINACK, default "15.0.2000" (SQL Server 2019). */
  readonly version?: string
}

export interface TdsTestServer {
  readonly port: number
  readonly requests: ReadonlyArray<TdsRequest>
  readonly logins: ReadonlyArray<TdsLogin>
  readonly transactions: ReadonlyArray<TdsTransactionEvent>
  readonly attentions: number
  readonly close: () => Promise<void>
}
