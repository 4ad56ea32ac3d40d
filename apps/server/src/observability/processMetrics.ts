import { readdir } from "node:fs/promises"
import { monitorEventLoopDelay } from "node:perf_hooks"
import { Effect, Metric } from "effect"

/**
 * The process's own health under the names Prometheus' client libraries use (`process_*`,
 * `nodejs_*`), so the dashboards operators already have for Node services read them unchanged.
 * They are sampled when they are read (each scrape, each OTLP export), not on a timer of their own.
 */

const cpuUser = Metric.counter("process_cpu_user_seconds_total", {
  description: "User CPU time spent, in seconds",
  incremental: true,
})
const cpuSystem = Metric.counter("process_cpu_system_seconds_total", {
  description: "System CPU time spent, in seconds",
  incremental: true,
})
const startTime = Metric.gauge("process_start_time_seconds", {
  description: "Start time of the process since the Unix epoch, in seconds",
})
const residentMemory = Metric.gauge("process_resident_memory_bytes", {
  description: "Resident memory size, in bytes",
})
const openFds = Metric.gauge("process_open_fds", {
  description: "Open file descriptors (sockets, files, pipes)",
})
const heapTotal = Metric.gauge("nodejs_heap_size_total_bytes", {
  description: "V8 heap size, in bytes",
})
const heapUsed = Metric.gauge("nodejs_heap_size_used_bytes", {
  description: "V8 heap in use, in bytes",
})
const externalMemory = Metric.gauge("nodejs_external_memory_bytes", {
  description:
    "Memory of C++ objects bound to JavaScript (buffers, the embedded database's WebAssembly memory), in bytes",
})
const activeResources = Metric.gauge("nodejs_active_resources_total", {
  description: "Resources keeping the event loop alive (sockets, timers, file handles)",
})
const eventLoopLag = Metric.gauge("nodejs_eventloop_lag_seconds", {
  description: "Mean event loop delay since the previous sample, in seconds",
})
const eventLoopLagP99 = Metric.gauge("nodejs_eventloop_lag_p99_seconds", {
  description: "99th percentile of the event loop delay since the previous sample, in seconds",
})
const eventLoopLagMax = Metric.gauge("nodejs_eventloop_lag_max_seconds", {
  description: "Longest event loop delay since the previous sample, in seconds",
})

/** Started on the first sample: a process that never reports its metrics never pays for the timer. */
let loopDelay: ReturnType<typeof monitorEventLoopDelay> | undefined
/** The CPU time already counted, so each sample adds only what was spent since. */
let countedCpu = { user: 0, system: 0 }

const eventLoopDelay = () => {
  if (loopDelay === undefined) {
    loopDelay = monitorEventLoopDelay({ resolution: 10 })
    loopDelay.enable()
  }
  const seconds = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0)
  const sampled = {
    mean: seconds(loopDelay.mean),
    p99: seconds(loopDelay.percentile(99)),
    max: seconds(loopDelay.max),
  }
  loopDelay.reset()
  return sampled
}

/** Open descriptors where the system lists them (Linux's /proc); elsewhere the gauge stays unset. */
const openDescriptors = Effect.tryPromise(() => readdir("/proc/self/fd")).pipe(
  Effect.map((entries) => entries.length),
  Effect.option,
)

/** Reads the process's figures into the metrics above; call it just before they are reported. */
export const sampleProcessMetrics = Effect.gen(function* () {
  const cpu = process.cpuUsage()
  const memory = process.memoryUsage()
  const lag = eventLoopDelay()
  const spent = { user: cpu.user - countedCpu.user, system: cpu.system - countedCpu.system }
  countedCpu = { user: cpu.user, system: cpu.system }
  const descriptors = yield* openDescriptors
  yield* Effect.all(
    [
      Metric.update(cpuUser, spent.user / 1e6),
      Metric.update(cpuSystem, spent.system / 1e6),
      Metric.update(startTime, Math.round(performance.timeOrigin / 1000)),
      Metric.update(residentMemory, memory.rss),
      Metric.update(heapTotal, memory.heapTotal),
      Metric.update(heapUsed, memory.heapUsed),
      Metric.update(externalMemory, memory.external),
      Metric.update(activeResources, process.getActiveResourcesInfo().length),
      Metric.update(eventLoopLag, lag.mean),
      Metric.update(eventLoopLagP99, lag.p99),
      Metric.update(eventLoopLagMax, lag.max),
      ...(descriptors._tag === "Some" ? [Metric.update(openFds, descriptors.value)] : []),
    ],
    { discard: true },
  )
})
