import { isPlainText, loneSurrogateMessage, nulCharacterMessage } from "@gatehouse/domain"
import { Schema, SchemaAST } from "effect"
import { HttpApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { GatehouseApi } from "../src/contract/index.ts"
import { UploadPayload } from "../src/schemas/staff/uploads.ts"

/** Every text a schema takes as it travels, each named by where it sits (`payload.rows[].component`). */
const textsOf = (
  ast: SchemaAST.AST,
  at: string,
): Array<{ readonly at: string; readonly ast: SchemaAST.AST }> => {
  switch (ast._tag) {
    case "String":
      return [{ at, ast }]
    case "Objects":
      return [
        ...ast.propertySignatures.flatMap((field) => textsOf(field.type, `${at}.${String(field.name)}`)),
        ...ast.indexSignatures.flatMap((index) => [
          ...textsOf(index.parameter, `${at}[key]`),
          ...textsOf(index.type, `${at}[value]`),
        ]),
      ]
    case "Arrays":
      return [...ast.elements, ...ast.rest].flatMap((item) => textsOf(item, `${at}[]`))
    case "Union":
      return ast.types.flatMap((member) => textsOf(member, at))
    case "Declaration":
      return ast.typeParameters.flatMap((parameter) => textsOf(parameter, at))
    case "Suspend":
      return textsOf(ast.thunk(), at)
    default:
      return []
  }
}

/** Every text any request of the contract carries, by endpoint and place. */
const requestTexts = () => {
  const found: Array<{ readonly at: string; readonly ast: SchemaAST.AST }> = []
  HttpApi.reflect(GatehouseApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const parts = {
        path: endpoint.params,
        query: endpoint.query,
        headers: endpoint.headers,
        payload: [...endpoint.payload.values()][0]?.schemas[0],
      }
      for (const [part, schema] of Object.entries(parts))
        if (schema !== undefined)
          found.push(...textsOf(SchemaAST.toEncoded(schema.ast), `${endpoint.identifier} ${part}`))
    },
  })
  return found
}

describe("text a request carries", () => {
  it("is the one PlainText schema (or built on it) in every path, query, header and payload field", () => {
    const texts = requestTexts()
    expect(texts.length).toBeGreaterThan(100)
    expect(texts.filter(({ ast }) => !isPlainText(ast)).map(({ at }) => at)).toEqual([])
  })

  it("refuses the NUL character and lone surrogates with a message for each, and keeps every real character", () => {
    const upload = (fileName: string) =>
      Schema.decodeUnknownExit(UploadPayload)({ fileName, data: "" }, { errors: "all" })
    expect(String(upload("banner\u0000.png"))).toContain(nulCharacterMessage)
    expect(String(upload("banner\ud800.png"))).toContain(loneSurrogateMessage)
    expect(String(upload("\udc00banner.png"))).toContain(loneSurrogateMessage)
    for (const fileName of ["banner.png", "ドラゴン 🐉.png", "naïve\tname.png"])
      expect(upload(fileName)._tag, fileName).toBe("Success")
  })
})
