// Writes docs/api-reference.md from the OpenAPI document of the contract, the one the server serves
// at /api/openapi.json. Run after changing the contract: `npm run docs:api`.
import { writeFileSync } from "node:fs"
import { GatehouseApi } from "@gatehouse/api-client/contract"
import { OpenApi } from "effect/http-api"
import { renderApiReference } from "./src/openapi/reference.ts"

const apiReferencePath = new URL("../../docs/api-reference.md", import.meta.url)

writeFileSync(apiReferencePath, renderApiReference(OpenApi.fromApi(GatehouseApi)))
console.log("docs/api-reference.md written from the OpenAPI document")
