/**
 * One client connection, from PRELOGIN (and the TLS handshake inside it) through LOGIN7 to the
 * requests of the session: batches and RPCs go to the test's `answer`, transaction requests to the
 * connection's transaction, and an ATTENTION cancels the request being answered and is
 * acknowledged.
 */
import type { Socket } from "node:net"
import {
  attentionAcknowledgement,
  batchError,
  batchResults,
  procedureError,
  procedureResults,
  serverName,
} from "./answers.ts"
import { decodeLogin7 } from "./login.ts"
import { loginAccepted, unknownDatabase, wrongPassword } from "./loginResponse.ts"
import { defaultPacketSize, framePackets, messageAssembler, PacketType, type TdsMessage } from "./packets.ts"
import { Encryption, type ProductVersion, preloginResponse, requestedEncryption } from "./prelogin.ts"
import { decodeSqlBatch, decodeTransactionManagerRequest } from "./requests.ts"
import { decodeRpc, executeSqlOf, isExecuteSql } from "./rpc.ts"
import { type PreloginTls, startPreloginTls } from "./tls.ts"
import { Command, DoneStatus, done, envChange } from "./tokens.ts"
import { connectionTransactions } from "./transactions.ts"
import type {
  TdsAnswer,
  TdsError,
  TdsLogin,
  TdsRequest,
  TdsTestServerOptions,
  TdsTransactionEvent,
} from "./types.ts"

export interface ServerContext {
  readonly options: TdsTestServerOptions
  readonly version: ProductVersion
  readonly spid: number
  readonly newDescriptor: () => Buffer
  readonly recordRequest: (request: TdsRequest) => void
  readonly recordLogin: (login: TdsLogin) => void
  readonly recordTransaction: (event: TdsTransactionEvent) => void
  readonly recordAttention: () => void
}

const deadlockVictim = 1205

/** What SQL Server accepts as a packet size; tedious asks for 4096 unless told otherwise. */
const packetSizeWithinLimits = (requested: number) => Math.min(Math.max(requested, 512), 32767)

const failure = (cause: unknown): TdsError => {
  const message = cause instanceof Error ? cause.message : String(cause)
  return {
    number: 50000,
    message: message.startsWith("TDS test server") ? message : `TDS test server: ${message}`,
  }
}

const failureAnswer = (cause: unknown): TdsAnswer => ({ error: failure(cause) })

export const serveConnection = (socket: Socket, context: ServerContext): void => {
  const { options } = context
  let packetSize = defaultPacketSize
  let tls: PreloginTls | undefined
  let login: TdsLogin | undefined
  let database = ""
  // tedious's first request is its SET batch, which it reads with a handler that takes no rows
  let sessionSetupPending = true
  // the request being answered, until its answer is sent or an ATTENTION cancels it
  let pending: { cancelled: boolean } | undefined
  let closed = false

  const close = () => {
    closed = true
    tls?.destroy()
    socket.destroy()
  }

  const writeToSocket = (bytes: Buffer) => {
    if (!closed) socket.write(bytes)
  }
  const reply = (payload: Buffer) => {
    if (closed) return
    const packets = framePackets(PacketType.tabularResult, payload, packetSize, context.spid)
    if (tls?.bare()) tls.write(packets)
    else writeToSocket(packets)
  }

  const transactions = connectionTransactions({
    newDescriptor: context.newDescriptor,
    record: context.recordTransaction,
  })

  const startTls = () => {
    tls = startPreloginTls({
      sendHandshake: (flight) =>
        writeToSocket(framePackets(PacketType.prelogin, flight, packetSize, context.spid)),
      sendRecords: writeToSocket,
      onCleartext: (chunk) => receive(chunk),
      onError: close,
    })
  }

  const onPrelogin = (payload: Buffer) => {
    const requested = requestedEncryption(payload)
    const wanted = requested === Encryption.on || requested === Encryption.required
    const encrypt = options.tls === true && wanted
    reply(preloginResponse(context.version, encrypt ? Encryption.on : Encryption.notSupported))
    if (encrypt) startTls()
  }

  const onLogin = (payload: Buffer) => {
    const decoded = decodeLogin7(payload)
    const attempt: TdsLogin = {
      user: decoded.user,
      password: decoded.password,
      database: decoded.database,
      appName: decoded.appName,
      encrypted: tls !== undefined,
    }
    context.recordLogin(attempt)
    const { logins, databases } = options
    if (
      logins !== undefined &&
      (!Object.hasOwn(logins, attempt.user) || logins[attempt.user] !== attempt.password)
    ) {
      reply(wrongPassword(attempt.user))
      socket.end()
      return
    }
    const known = (name: string) =>
      databases?.some((listed) => listed.toLowerCase() === name.toLowerCase()) ?? true
    if (attempt.database !== "" && !known(attempt.database)) {
      reply(unknownDatabase(attempt.user, attempt.database))
      socket.end()
      return
    }
    login = attempt
    database = attempt.database === "" ? "master" : attempt.database
    const agreed = packetSizeWithinLimits(decoded.packetSize)
    reply(
      loginAccepted({
        database,
        packetSize: agreed,
        version: context.version,
        acknowledgeUtf8: decoded.features.has(0x0a),
      }),
    )
    packetSize = agreed
  }

  /** `procedureName` names the procedure in an error, empty for a batch and for sp_executesql's statement. */
  const respond = (request: TdsRequest, answer: TdsAnswer, prefix: Buffer, procedureName: string) => {
    if ("drop" in answer) {
      close()
      return
    }
    if ("hang" in answer) return
    pending = undefined
    const isBatch = request.kind === "batch"
    const body = (outcome: TdsAnswer): Buffer => {
      if ("error" in outcome) {
        return isBatch ? batchError(outcome.error) : procedureError(outcome.error, procedureName)
      }
      if ("drop" in outcome || "hang" in outcome) return Buffer.alloc(0)
      try {
        return isBatch ? batchResults(outcome) : procedureResults(outcome)
      } catch (cause) {
        return body(failureAnswer(cause))
      }
    }
    // SQL Server rolls back the transaction of the session it picks as a deadlock's victim
    const aborted =
      "error" in answer && answer.error.number === deadlockVictim ? transactions.abort() : Buffer.alloc(0)
    reply(Buffer.concat([prefix, aborted, body(answer)]))
    if ("error" in answer && (answer.error.severity ?? 16) >= 20) socket.end()
  }

  const dispatch = (request: TdsRequest, message: TdsMessage, procedureName = "") => {
    context.recordRequest(request)
    // SQL Server acknowledges the reset the driver asks for on a connection going back to work
    const prefix = message.resetConnection ? envChange.resetConnection() : Buffer.alloc(0)
    if (sessionSetupPending && request.kind === "batch") {
      sessionSetupPending = false
      reply(Buffer.concat([prefix, batchResults({})]))
      return
    }
    sessionSetupPending = false
    const answering = { cancelled: false }
    pending = answering
    const answer = options.answer ?? (() => ({}))
    Promise.resolve()
      .then(() => answer(request))
      .catch(failureAnswer)
      .then((outcome) => {
        if (!answering.cancelled && !closed) respond(request, outcome, prefix, procedureName)
      })
  }

  const onRequest = (message: TdsMessage) => {
    if (login === undefined) throw new Error(`TDS test server: request type ${message.type} before login`)
    const base = { database, login }
    switch (message.type) {
      case PacketType.sqlBatch: {
        const batch = decodeSqlBatch(message.payload)
        dispatch(
          { ...base, kind: "batch", sql: batch.sql, parameters: [], transaction: batch.transaction },
          message,
        )
        return
      }
      case PacketType.rpc: {
        const call = decodeRpc(message.payload)
        const { transaction } = call
        if (isExecuteSql(call.procedure)) {
          const { statement, parameters } = executeSqlOf(call)
          dispatch({ ...base, kind: "rpc", sql: statement, parameters, transaction }, message)
        } else {
          const { procedure, parameters } = call
          dispatch({ ...base, kind: "rpc", sql: procedure, parameters, transaction }, message, procedure)
        }
        return
      }
      case PacketType.transactionManager:
        sessionSetupPending = false
        reply(transactions.handle(decodeTransactionManagerRequest(message.payload)))
        return
      default:
        throw new Error(`TDS test server: message type ${message.type} is not supported`)
    }
  }

  const onMessage = (message: TdsMessage) => {
    if (message.type === PacketType.attention) {
      context.recordAttention()
      // The answer to the request, cut short (here before it began), is a message of its own; the
      // acknowledgement follows it in another, and tedious reads both.
      if (pending !== undefined) {
        pending.cancelled = true
        pending = undefined
        reply(done(DoneStatus.final, Command.none, 0))
      }
      reply(attentionAcknowledgement())
      return
    }
    if (message.ignored) {
      // the client gave up on the message part-way; it still reads one answer for it
      reply(done(DoneStatus.final, Command.none, 0))
      return
    }
    switch (message.type) {
      case PacketType.prelogin:
        if (tls === undefined) onPrelogin(message.payload)
        else tls.receiveHandshake(message.payload)
        return
      case PacketType.login7:
        onLogin(message.payload)
        return
      default:
        try {
          onRequest(message)
        } catch (cause) {
          // a request this server cannot read fails on its own, where the test sees why
          reply(batchError(failure(cause)))
        }
    }
  }

  const assemble = messageAssembler(onMessage)
  const receive = (chunk: Buffer) => {
    try {
      assemble(chunk)
    } catch (cause) {
      console.error(`TDS test server (${serverName}): closing a connection:`, cause)
      close()
    }
  }

  socket.setNoDelay(true)
  socket.on("data", (chunk: Buffer) => {
    if (tls?.bare()) tls.receiveRecords(chunk)
    else receive(chunk)
  })
  socket.on("error", () => close())
  socket.on("close", () => close())
}
