import { Result } from "effect"
import mssql from "mssql"

/**
 * How the portal reaches one of the game's SQL Server databases, as the `mssql` driver takes it.
 * Written by an operator in either of two forms (docs/game-link.md):
 * - a URL, `mssql://user:password@host:1433/RanUser?encrypt=true`, parsed here (the driver reads
 *   only the other form, and reads this one as an empty configuration);
 * - the ADO.NET form SQL Server's own tools write, `Server=host,1433;Database=RanUser;User Id=…;
 *   Password=…;Encrypt=true`, parsed by the driver.
 */
export type GameConnection = mssql.config

/** What the settings give every connection unless its own text says otherwise. */
export interface ConnectionDefaults {
  readonly poolSize: number
  readonly requestTimeoutMs: number
}

/** The URL form's options (docs/game-link.md says what each does). */
export const urlOptionNames = [
  "encrypt",
  "trustServerCertificate",
  "useUTC",
  "instanceName",
  "appName",
  "connectTimeout",
] as const

const example =
  "mssql://user:password@host:1433/RanUser or Server=host,1433;Database=RanUser;User Id=user;Password=password"

const refuse = (setting: string, problem: string) =>
  Result.fail(`${setting} ${problem}. Write it as ${example} (docs/game-link.md).`)

const yesNo = (setting: string, name: string, value: string) => {
  const lower = value.toLowerCase()
  if (lower === "true" || lower === "yes" || lower === "1") return Result.succeed(true)
  if (lower === "false" || lower === "no" || lower === "0") return Result.succeed(false)
  return refuse(setting, `has ${name}=${value}, which is neither true nor false`)
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** The URL form; the password (and user) may carry any character, percent-encoded. */
const fromUrl = (setting: string, text: string): Result.Result<GameConnection, string> => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return refuse(setting, "is not a valid address")
  }
  const user = decoded(url.username)
  const password = decoded(url.password)
  const database = decoded(url.pathname.replace(/^\//, ""))
  if (user === undefined || password === undefined || database === undefined) {
    return refuse(setting, "has a % that is not followed by two hexadecimal digits")
  }
  const options: mssql.IOptions = {}
  let connectionTimeout: number | undefined
  for (const [name, value] of url.searchParams) {
    switch (name) {
      case "encrypt": {
        if (value.toLowerCase() === "strict") {
          options.encrypt = "strict" as unknown as boolean
          break
        }
        const encrypt = yesNo(setting, name, value)
        if (Result.isFailure(encrypt)) return Result.fail(encrypt.failure)
        options.encrypt = encrypt.success
        break
      }
      case "trustServerCertificate":
      case "useUTC": {
        const flag = yesNo(setting, name, value)
        if (Result.isFailure(flag)) return Result.fail(flag.failure)
        options[name] = flag.success
        break
      }
      case "instanceName":
      case "appName":
        options[name] = value
        break
      case "connectTimeout": {
        const seconds = Number(value)
        if (!Number.isInteger(seconds) || seconds < 1 || seconds > 600) {
          return refuse(setting, `has connectTimeout=${value}; give whole seconds from 1 to 600`)
        }
        connectionTimeout = seconds * 1000
        break
      }
      default:
        return refuse(
          setting,
          `has an option the portal does not know, ${name} (known: ${urlOptionNames.join(", ")})`,
        )
    }
  }
  const port = url.port === "" ? undefined : Number(url.port)
  return Result.succeed({
    server: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    ...(port === undefined ? {} : { port }),
    database,
    user,
    password,
    options,
    ...(connectionTimeout === undefined ? {} : { connectionTimeout }),
  })
}

/**
 * The driver's settings for one game database setting (`GAME_USER_DATABASE_URL` …), or the sentence
 * that refuses start-up. The sentence names the setting and never repeats its value, which holds a
 * password.
 */
export const gameConnection = (
  setting: string,
  text: string,
  defaults: ConnectionDefaults,
): Result.Result<GameConnection, string> => {
  const trimmed = text.trim()
  const parsed = /^mssql:\/\//i.test(trimmed)
    ? fromUrl(setting, trimmed)
    : trimmed.includes("=")
      ? Result.succeed(mssql.ConnectionPool.parseConnectionString(trimmed) as GameConnection)
      : refuse(setting, "is neither an mssql:// address nor a Server=…;Database=… connection string")
  if (Result.isFailure(parsed)) return parsed
  const found = parsed.success
  if (!found.server) return refuse(setting, "does not name a server")
  if (!found.database) return refuse(setting, "does not name a database")
  // Windows (integrated) logins need a domain controller this server cannot reach.
  if (!found.user) return refuse(setting, "does not name a user (SQL Server logins only)")
  return Result.succeed({
    // A pooled connection is checked by its socket, not by a `SELECT 1` before every statement.
    validateConnection: "socket",
    ...found,
    requestTimeout: found.requestTimeout ?? defaults.requestTimeoutMs,
    pool: { min: 0, ...found.pool, max: found.pool?.max ?? defaults.poolSize },
    options: { appName: "Gatehouse", ...found.options },
  })
}
