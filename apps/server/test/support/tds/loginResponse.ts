/**
 * The answer to LOGIN7 as SQL Server gives it: the session's database, language and collation, the
 * LOGINACK with the product version, the agreed packet size; or the errors of a refused login.
 */
import { serverName } from "./answers.ts"
import { latin1GeneralCollation } from "./cp1252.ts"
import { defaultPacketSize } from "./packets.ts"
import type { ProductVersion } from "./prelogin.ts"
import {
  Command,
  DoneStatus,
  done,
  envChange,
  error,
  featureExtAckUtf8,
  info,
  loginAck,
  type ServerMessage,
} from "./tokens.ts"

const note = (number: number, state: number, message: string): ServerMessage => ({
  number,
  state,
  severity: 0,
  message,
  serverName,
  procedureName: "",
  line: 1,
})

export interface Session {
  readonly database: string
  readonly packetSize: number
  readonly version: ProductVersion
  readonly acknowledgeUtf8: boolean
}

export const loginAccepted = (session: Session): Buffer =>
  Buffer.concat([
    envChange.database(session.database, "master"),
    info(note(5701, 2, `Changed database context to '${session.database}'.`)),
    envChange.sqlCollation(latin1GeneralCollation),
    envChange.language("us_english"),
    info(note(5703, 1, "Changed language setting to us_english.")),
    loginAck(session.version),
    ...(session.acknowledgeUtf8 ? [featureExtAckUtf8()] : []),
    envChange.packetSize(session.packetSize, defaultPacketSize),
    done(DoneStatus.final, Command.none, 0),
  ])

const loginFailed = (user: string): ServerMessage => ({
  number: 18456,
  state: 1,
  severity: 14,
  message: `Login failed for user '${user}'.`,
  serverName,
  procedureName: "",
  line: 1,
})

export const wrongPassword = (user: string): Buffer =>
  Buffer.concat([error(loginFailed(user)), done(DoneStatus.error, Command.none, 0)])

/**
 * SQL Server follows 4060 with 18456, and the driver reports the last error of a login; 4060 on
 * its own would also make tedious retry the login, 4060 being on its list of transient errors.
 */
export const unknownDatabase = (user: string, database: string): Buffer =>
  Buffer.concat([
    error({
      number: 4060,
      state: 1,
      severity: 11,
      message: `Cannot open database "${database}" requested by the login. The login failed.`,
      serverName,
      procedureName: "",
      line: 1,
    }),
    error(loginFailed(user)),
    done(DoneStatus.error, Command.none, 0),
  ])
