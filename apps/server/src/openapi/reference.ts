/**
 * Renders the OpenAPI document as the Markdown API reference (docs/api-reference.md), so the page a
 * reader browses says exactly what the served document says. Only the parts a reader needs: each
 * call's words, its parameters and body fields with their descriptions, its answers, and examples.
 */

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON, whatever the schemas inside hold.
type Json = Record<string, any>

const operationMethods = ["get", "post", "put", "patch", "delete"] as const

/** Table cells hold one line; a pipe would end the cell. */
const cell = (text: string | undefined) => (text ?? "").replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|")

const resolve = (document: Json, schema: Json | undefined): Json => {
  let current = schema ?? {}
  for (let depth = 0; typeof current.$ref === "string" && depth < 10; depth++) {
    current = document.components.schemas[current.$ref.split("/").pop() ?? ""] ?? {}
  }
  return current
}

const typeOf = (document: Json, schema: Json | undefined): string => {
  const resolved = resolve(document, schema)
  if (Array.isArray(resolved.enum))
    return resolved.enum.map((value: unknown) => JSON.stringify(value)).join(" \\| ")
  if (resolved.const !== undefined) return JSON.stringify(resolved.const)
  const options = resolved.anyOf ?? resolved.oneOf
  if (Array.isArray(options))
    return [...new Set(options.map((option: Json) => typeOf(document, option)))].join(" \\| ")
  if (resolved.type === "array") return `${typeOf(document, resolved.items)}[]`
  if (typeof resolved.type === "string") return resolved.type
  return "any"
}

const fieldsTable = (document: Json, schema: Json | undefined): Array<string> => {
  const resolved = resolve(document, schema)
  const properties = Object.entries((resolved.properties ?? {}) as Record<string, Json>)
  if (properties.length === 0) return []
  const required = new Set<string>(resolved.required ?? [])
  return [
    "| Field | Type | Required | Description |",
    "|---|---|---|---|",
    ...properties.map(
      ([name, property]) =>
        `| \`${name}\` | ${cell(typeOf(document, property))} | ${required.has(name) ? "yes" : "no"} | ${cell(
          property.description ?? resolve(document, property).description,
        )} |`,
    ),
  ]
}

const exampleOf = (document: Json, media: Json | undefined): unknown => {
  if (media === undefined) return undefined
  if (media.example !== undefined) return media.example
  const schema = resolve(document, media.schema)
  return schema.examples?.[0] ?? schema.example
}

const exampleBlock = (title: string, example: unknown): Array<string> =>
  example === undefined ? [] : [`${title}:`, "", "```json", JSON.stringify(example, null, 2), "```", ""]

const renderOperation = (document: Json, method: string, path: string, operation: Json): Array<string> => {
  const signedIn = (operation.security ?? []).length > 0
  const parameters = (operation.parameters ?? []) as Array<Json>
  const body = operation.requestBody?.content?.["application/json"]
  const lines = [
    `### ${operation.summary ?? operation.operationId}`,
    "",
    `\`${method.toUpperCase()} ${path}\` · \`${operation.operationId}\`${signedIn ? " · signed in (bearer token)" : ""}`,
    "",
    ...(operation.description ? [operation.description, ""] : []),
  ]
  if (parameters.length > 0) {
    lines.push(
      "| Parameter | In | Type | Required | Description |",
      "|---|---|---|---|---|",
      ...parameters.map(
        (parameter) =>
          `| \`${parameter.name}\` | ${parameter.in} | ${cell(typeOf(document, parameter.schema))} | ${
            parameter.required ? "yes" : "no"
          } | ${cell(parameter.description)} |`,
      ),
      "",
    )
  }
  if (body !== undefined) {
    const fields = fieldsTable(document, body.schema)
    lines.push("Body (JSON):", "", ...(fields.length > 0 ? [...fields, ""] : []))
    lines.push(...exampleBlock("Example body", exampleOf(document, body)))
  }
  const answers = Object.entries(operation.responses as Record<string, Json>)
  lines.push(
    "| Answer | When |",
    "|---|---|",
    ...answers.map(([status, answer]) => `| ${status} | ${cell(answer.description)} |`),
    "",
  )
  const [successStatus, success] = answers[0] ?? []
  lines.push(
    ...exampleBlock(
      `Example answer (${successStatus})`,
      exampleOf(document, success?.content?.["application/json"]),
    ),
  )
  return lines
}

/** The whole page, from the document the server serves at /api/openapi.json. */
export const renderApiReference = (document: Json): string => {
  const byTag = new Map<string, Array<Array<string>>>()
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of operationMethods) {
      const operation = item[method]
      if (operation === undefined) continue
      const tag = operation.tags?.[0] ?? "other"
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(document, method, path, operation)])
    }
  }
  const lines = [
    `# ${document.info.title} reference`,
    "",
    "<!-- Generated from the OpenAPI document by `npm run docs:api`; a test fails when it is out of date. Do not edit. -->",
    "",
    `Version ${document.info.version}. The server serves this document at \`/api/openapi.json\`; [api.md](api.md) explains the contract's rules in prose.`,
    "",
    document.info.description ?? "",
    "",
  ]
  for (const tag of document.tags as Array<Json>) {
    const operations = byTag.get(tag.name)
    if (operations === undefined) continue
    lines.push(`## ${tag.name}`, "", ...(tag.description ? [tag.description, ""] : []))
    for (const operation of operations) lines.push(...operation)
  }
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`
}
