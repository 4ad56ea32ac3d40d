import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Layer, Logger, type LogLevel, References, Schedule } from "effect"
import { FetchHttpClient, HttpServer, HttpServerRequest, HttpServerResponse } from "effect/http"
import { OtlpMetrics, OtlpSerialization, OtlpTracer, PrometheusMetrics } from "effect/observability"
import type { LogLevelName, ObservabilitySettings } from "../config.ts"
import { jsonLine } from "./jsonLine.ts"
import { sampleProcessMetrics } from "./processMetrics.ts"

const minimumLevels: Record<LogLevelName, LogLevel.LogLevel> = {
  trace: "Trace",
  debug: "Debug",
  info: "Info",
  warning: "Warn",
  error: "Error",
  none: "None",
}

/**
 * JSON lines gathered for a tenth of a second and written to standard output at once: writing each
 * request's line on its own took about 40% of the server's time under load. Lines still waiting
 * are written when the server stops.
 */
const batchedJsonLines = Logger.batched(Logger.map(Logger.formatStructured, jsonLine), {
  window: "100 millis",
  flush: (lines) => Effect.sync(() => void process.stdout.write(`${lines.join("\n")}\n`)),
})

/**
 * Where log lines go: one JSON object a line (for collectors) or readable lines (for people), at
 * the configured level and above. `logger` replaces the console writer (tests capture lines).
 */
export const loggingLayer = (
  settings: Pick<ObservabilitySettings, "logFormat" | "logLevel">,
  logger?: Logger.Logger<unknown, unknown>,
) =>
  Layer.mergeAll(
    Logger.layer([logger ?? (settings.logFormat === "json" ? batchedJsonLines : Logger.consolePretty())]),
    Layer.succeed(References.MinimumLogLevel, minimumLevels[settings.logLevel]),
  )

/** Where Prometheus scrapes, when metrics are on: the port really bound (0 in settings picks one). */
export class MetricsEndpoint extends Context.Service<
  MetricsEndpoint,
  { readonly port: number | undefined }
>()("gatehouse/server/MetricsEndpoint") {}

/** The process's figures are read at each scrape, so Prometheus sees them as they are now. */
const prometheusText = Effect.andThen(sampleProcessMetrics, PrometheusMetrics.format()).pipe(
  Effect.map((body) =>
    HttpServerResponse.text(body, { contentType: "text/plain; version=0.0.4; charset=utf-8" }),
  ),
)

/**
 * `GET /metrics` in Prometheus' text format on a port of its own, so it is never exposed where
 * players reach the portal, listening on `host` (loopback unless the operator says otherwise);
 * nothing listens when no port is configured.
 */
export const metricsEndpointLayer = (port: number | undefined, host: string) => {
  if (port === undefined) return Layer.succeed(MetricsEndpoint, { port: undefined })
  const handler = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    request.method === "GET" && request.url.split("?")[0] === "/metrics"
      ? prometheusText
      : Effect.succeed(HttpServerResponse.text("Not found", { status: 404 })),
  )
  return Layer.effect(
    MetricsEndpoint,
    Effect.map(HttpServer.HttpServer, ({ address }) => ({
      port: address._tag === "UnixPathAddress" ? undefined : address.port,
    })),
  ).pipe(
    Layer.provideMerge(HttpServer.serve(handler)),
    Layer.provide(NodeHttpServer.layer(() => createServer(), { port, host })),
  )
}

/**
 * Traces and metrics over OTLP/HTTP (JSON) to a collector at `endpoint` (`http://collector:4318`);
 * nothing is exported when it is undefined. Logs stay on standard output either way.
 */
export const otlpLayer = (endpoint: string | undefined) => {
  if (endpoint === undefined) return Layer.succeed(References.TracerEnabled, false)
  const base = endpoint.replace(/\/+$/, "")
  const resource = { serviceName: "gatehouse" }
  return Layer.mergeAll(
    OtlpTracer.layer({ url: `${base}/v1/traces`, resource }),
    OtlpMetrics.layer({ url: `${base}/v1/metrics`, resource }),
    // The exporter reads the registry on its own schedule; the process's figures are kept fresh for it.
    Layer.effectDiscard(
      Effect.forkScoped(Effect.repeat(sampleProcessMetrics, Schedule.spaced("10 seconds"))),
    ),
  ).pipe(Layer.provide(OtlpSerialization.layerJson), Layer.provide(FetchHttpClient.layer))
}
