// `npm start`: the whole product in one process — the API on the embedded database with demo data,
// serving the built portal — and its address once it really answers.
// PORT (8080) and DATA_DIR (./data) are passed through to the server.
import { spawn } from "node:child_process"
import { runScript } from "./lib/run.ts"
import { waitForHttp } from "./lib/wait-for-http.ts"

const port = process.env.PORT || "8080"
const url = `http://localhost:${port}/`

const built = await runScript("build:portal")
if (built !== 0) {
  console.error("The portal build failed; the server was not started.")
  process.exit(built)
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, DATA_DIR: process.env.DATA_DIR || "data" },
})
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal))

try {
  await waitForHttp(url, 120_000)
  console.log(`\n  Gatehouse is running at ${url}\n  Press Ctrl+C to stop.\n`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
}
