import { execFile } from "node:child_process"
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import type { OpenApi } from "effect/http-api"
import { openApiPath } from "../src/http/api.ts"
import { renderApiReference } from "../src/openapi/reference.ts"
import { TestServer, testServer } from "./support/server.ts"

const redocly = fileURLToPath(new URL("../../../node_modules/@redocly/cli/bin/cli.js", import.meta.url))
const apiReference = new URL("../../../docs/api-reference.md", import.meta.url)

interface LintProblem {
  readonly ruleId: string
  readonly severity: string
  readonly message: string
  readonly location: ReadonlyArray<{ readonly pointer: string }>
}

/** Redocly's recommended rules over the document; every error and every warning it reports. */
const lint = (document: unknown) =>
  Effect.acquireUseRelease(
    Effect.promise(() => mkdtemp(path.join(tmpdir(), "openapi-"))),
    (dir) =>
      Effect.promise(async () => {
        const file = path.join(dir, "openapi.json")
        await writeFile(file, JSON.stringify(document))
        // The CLI exits non-zero when it finds an error; its JSON report is on stdout either way.
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [redocly, "lint", "--extends", "recommended", "--format", "json", "--max-problems", "10000", file],
          { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
        ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? "" }))
        return (JSON.parse(stdout) as { problems: ReadonlyArray<LintProblem> }).problems.map(
          (problem) =>
            `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
        )
      }),
    (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
  )

const operationsOf = (document: OpenApi.OpenAPISpec) =>
  Object.entries(document.paths).flatMap(([route, item]) =>
    (["get", "post"] as const).flatMap((method) => {
      const operation = item[method]
      return operation === undefined ? [] : [{ call: `${method.toUpperCase()} ${route}`, operation }]
    }),
  )

layer(testServer())("the OpenAPI document", (it) => {
  const served = Effect.gen(function* () {
    const response = yield* (yield* TestServer).send(openApiPath)
    assert.strictEqual(response.status, 200)
    return response.json() as OpenApi.OpenAPISpec
  })

  it.effect("passes Redocly's recommended rules with no error and no warning", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* lint(yield* served), [])
    }),
  )

  it.effect(
    "tells a reader what each call is for, what its parameters and schemas mean and what it can answer",
    () =>
      Effect.gen(function* () {
        const document = yield* served
        const manifest = JSON.parse(
          yield* Effect.promise(() =>
            readFile(new URL("../../../packages/api-client/package.json", import.meta.url), "utf8"),
          ),
        ) as { version: string }
        assert.strictEqual(document.info.version, manifest.version)
        assert.deepStrictEqual(
          document.servers?.map((server) => server.url),
          ["/"],
        )
        for (const [name, schema] of Object.entries(document.components.schemas)) {
          assert.isNotEmpty(
            (schema as { description?: string }).description ?? "",
            `schema ${name} has no description`,
          )
        }
        for (const { call, operation } of operationsOf(document)) {
          assert.isNotEmpty(operation.summary ?? "", `${call} has no summary`)
          assert.isNotEmpty(operation.description ?? "", `${call} has no description`)
          for (const parameter of operation.parameters) {
            assert.isNotEmpty(
              parameter.description ?? "",
              `${call}: parameter ${parameter.name} has no description`,
            )
          }
          const statuses = Object.keys(operation.responses)
          // Throttling and a busy server can answer any call; a body past the limit any call with a body.
          for (const status of ["400", "429", "503", ...(operation.requestBody ? ["413"] : [])]) {
            assert.include(statuses, status, `${call} does not document ${status}`)
          }
          if (operation.security.length > 0)
            assert.include(statuses, "401", `${call} is signed in but has no 401`)
        }
      }),
  )

  it.effect("is what docs/api-reference.md says (run `npm run docs:api` after changing the contract)", () =>
    Effect.gen(function* () {
      const committed = yield* Effect.promise(() => readFile(apiReference, "utf8"))
      assert.strictEqual(committed, renderApiReference(yield* served))
    }),
  )
})
