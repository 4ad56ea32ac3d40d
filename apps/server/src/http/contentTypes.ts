import * as path from "node:path"
import { Option } from "effect"
import { Mime } from "effect/http"

/** Types the platform's table does not know. */
const missing: Readonly<Record<string, string>> = { ".ico": "image/x-icon" }

const textual = /^(text\/|application\/(javascript|json|manifest\+json|xml))/

/** The Content-Type of a file of the portal build, text declared as UTF-8. */
export const contentTypeOf = (file: string) => {
  const type = Option.getOrElse(
    Mime.getType(file),
    () => missing[path.extname(file).toLowerCase()] ?? "application/octet-stream",
  )
  return textual.test(type) ? `${type}; charset=utf-8` : type
}
