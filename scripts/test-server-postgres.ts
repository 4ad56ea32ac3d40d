// Runs the server test suite a second time against a real PostgreSQL instead of the embedded PGlite,
// so both database paths are proven. Uses TEST_DATABASE_URL, else the machine's local server.
// Extra arguments go to Vitest (for example a test file).
import { databaseAnswers, testDatabaseUrl } from "./lib/postgres.ts"
import { run } from "./lib/run.ts"

const url = testDatabaseUrl()
const { host } = new URL(url)

if (!(await databaseAnswers(url))) {
  console.error(
    `No PostgreSQL answers at ${host}. Start one, or point TEST_DATABASE_URL at one ` +
      "(for example postgres://postgres@127.0.0.1:5432/postgres).",
  )
  process.exit(1)
}

console.log(`Server tests against PostgreSQL at ${host}`)
process.exit(
  await run("vitest", ["run", "--project", "server", ...process.argv.slice(2)], {
    env: { ...process.env, TEST_DATABASE_URL: url },
  }),
)
