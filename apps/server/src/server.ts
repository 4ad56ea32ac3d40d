import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { defaultTimeZone, GameTimeZone } from "@gatehouse/domain"
import { Effect, Layer, type Logger } from "effect"
import { HttpEffect, HttpRouter, HttpServer, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { Changes } from "./cache/Changes.ts"
import { ReadCache } from "./cache/ReadCache.ts"
import { type ServerSettings, Settings } from "./config.ts"
import { backupOnSignal } from "./database/backup.ts"
import { databaseLayer } from "./database/client.ts"
import { MigrationsLayer } from "./database/migrate.ts"
import { answerInLanguage, answersInLanguage } from "./http/answersInLanguage.ts"
import { emptyApiErrorsAsJson } from "./http/apiErrors.ts"
import { appRoutes } from "./http/app.ts"
import { limitRequestBodies } from "./http/bodyLimit.ts"
import { answerCompression } from "./http/compression.ts"
import { Draining, stoppingAnswer } from "./http/draining.ts"
import { HeldAnswers } from "./http/heldAnswers.ts"
import { refuseOtherSpellings, routerConfig } from "./http/oneSpelling.ts"
import { withSecurityHeaders } from "./http/securityHeaders.ts"
import { observeRequests } from "./observability/requests.ts"
import { loggingLayer, metricsEndpointLayer, otlpLayer } from "./observability/telemetry.ts"
import { Passwords } from "./security/passwords.ts"
import { DemoSeed } from "./seed/DemoSeed.ts"

/** Loads the demo data when the settings ask for it; it never runs twice on one database. */
const demoSeedStep = (enabled: boolean) =>
  enabled
    ? Layer.effectDiscard(Effect.flatMap(Effect.service(DemoSeed), (seed) => seed.run)).pipe(
        Layer.provide(DemoSeed.layer),
        Layer.provide(Passwords.layer),
      )
    : Layer.empty

/**
 * The last touches on every answer, errors included, just before it is written; while the process
 * stops, each answer also closes its connection (http/draining.ts). An answer made after the routes
 * (a timeout, a busy or failed server) is said in the visitor's language here; the routes' own
 * answers were, before compression.
 */
const finishResponse =
  (draining: Draining["Service"]) =>
  (request: HttpServerRequest.HttpServerRequest, response: HttpServerResponse.HttpServerResponse) =>
    Effect.map(emptyApiErrorsAsJson(request, response), (finished) => {
      const secured = withSecurityHeaders(request, answerInLanguage(request, finished))
      return draining.started() ? HttpServerResponse.setHeader(secured, "connection", "close") : secured
    })

/** A request that arrives while the process stops is refused at once, for another instance to take. */
const refusedWhileStopping =
  (draining: Draining["Service"]) =>
  <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.suspend(() =>
      draining.started()
        ? Effect.succeed(
            HttpServerResponse.jsonUnsafe(stoppingAnswer, { status: 503, headers: { "retry-after": "1" } }),
          )
        : app,
    )

/** The database, migrated and (when asked) seeded, before the first request is accepted. */
export const readyDatabase = (settings: ServerSettings) =>
  demoSeedStep(settings.seedDemo).pipe(
    Layer.provideMerge(MigrationsLayer),
    Layer.provideMerge(databaseLayer(settings.database, settings.limits)),
  )

/**
 * Every route of the product with the services behind them, as one request handler that compresses
 * text answers, refuses oversized bodies before they are read and gives each request an id, a
 * deadline, its log line and its metrics (see observability/requests.ts).
 */
const appHandler = (settings: ServerSettings, draining: Draining["Service"], held: HeldAnswers["Service"]) =>
  HttpRouter.toHttpEffect(appRoutes).pipe(
    Effect.provideService(HttpRouter.RouterConfig, routerConfig),
    Effect.map(refuseOtherSpellings),
    Effect.map(answersInLanguage),
    Effect.map(answerCompression),
    Effect.map(limitRequestBodies),
    Effect.map(observeRequests({ requestTimeout: settings.limits.requestTimeout, held })),
    Effect.map(refusedWhileStopping(draining)),
  )

/**
 * Node closes an idle keep-alive connection after 5 s by default, shorter than the 60 s or so a
 * proxy keeps its side open: the proxy then reuses a connection Node is closing, and its player
 * gets a 502. Ours outlasts the proxy's, and the header limit must exceed it (Node's rule).
 */
const nodeServer = () => createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 })

export interface ServerOptions {
  /** Writes log lines instead of the console (tests read what was logged). */
  readonly logger?: Logger.Logger<unknown, unknown>
}

/**
 * The whole product as one layer: the HTTP server on `settings.port` serving the API and the
 * portal. Building it starts the database, migrates and seeds it, builds every route, and only then
 * listens: a connection accepted before the routes exist would wait for an answer that never comes
 * (a health check or a player arriving during a restart would hang). Releasing it stops accepting
 * requests, lets running ones finish, and closes the database cleanly. The SQL client stays visible
 * to whoever builds it (tests use it to arrange data).
 */
export const serverLayer = (settings: ServerSettings, options: ServerOptions = {}) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const draining = yield* Draining
      const handler = yield* appHandler(settings, draining, yield* HeldAnswers)
      return HttpServer.serve(handler, HttpEffect.withPreResponseHandler(finishResponse(draining))).pipe(
        Layer.provideMerge(NodeHttpServer.layerServer(nodeServer, { port: settings.port })),
      )
    }),
  ).pipe(
    Layer.provide([
      Draining.layer,
      HeldAnswers.layer.pipe(Layer.provide([ReadCache.withChanges, Changes.layer])),
    ]),
    Layer.provideMerge(NodeHttpServer.layerHttpServices),
    Layer.provideMerge(backupOnSignal),
    Layer.provideMerge(readyDatabase(settings)),
    Layer.provideMerge(
      metricsEndpointLayer(settings.observability.metricsPort, settings.observability.metricsHost),
    ),
    // Every service reads the settings it needs from here rather than through arguments.
    Layer.provideMerge(Settings.make(settings)),
    // Every date rule counts days and months in the game's time zone (domain currentTime.ts).
    Layer.provideMerge(Layer.succeed(GameTimeZone, settings.timeZone ?? defaultTimeZone)),
    // Logs, traces and metrics of everything above, its start and stop included.
    Layer.provide(otlpLayer(settings.observability.otlpEndpoint)),
    Layer.provide(loggingLayer(settings.observability, options.logger)),
  )

/** The address players open, with the port the server really got. */
export const publicUrl = Effect.map(Effect.service(HttpServer.HttpServer), ({ address }) =>
  address._tag === "UnixPathAddress" ? `unix://${address.path}` : `http://localhost:${address.port}`,
)
