import { OpenApi } from "effect/http-api"
import { expect, it } from "vitest"
import { contractEndpoints, GatehouseApi } from "../src/contract/index.ts"

const document = OpenApi.fromApi(GatehouseApi)

it("documents every endpoint at its mounted path", () => {
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations as object)
      .filter((key) => ["get", "post"].includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  )
  const expected = contractEndpoints.map(
    (endpoint) => `${endpoint.method} ${endpoint.mountedPath.replace(/:(\w+)/g, "{$1}")}`,
  )
  expect(documented.sort()).toEqual(expected.sort())
})

it("marks exactly the signed-in endpoints with bearer security", () => {
  const secured = Object.values(document.paths).flatMap((operations) =>
    Object.values(operations as Record<string, { operationId?: string; security?: Array<object> }>)
      .filter((operation) => (operation.security?.length ?? 0) > 0)
      .map((operation) => operation.operationId),
  )
  const expected = contractEndpoints
    .filter((endpoint) => endpoint.requiresAuth)
    .map((endpoint) => `${endpoint.group}.${endpoint.name}`)
  expect(secured.sort()).toEqual(expected.sort())
  expect(document.components.securitySchemes).toEqual({ bearer: { type: "http", scheme: "Bearer" } })
})
