import { request as httpRequest } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

export interface RawResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string | undefined>>
  /** The bytes as sent, still compressed if the server compressed them. */
  readonly raw: Buffer
  /** The body decoded from its content encoding, as text. */
  readonly text: string
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes and assert on them.
  readonly json: () => any
}

const decode = (raw: Buffer, encoding: string | undefined) =>
  encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw

/**
 * A plain HTTP request with exactly the headers given (fetch would add its own Accept-Encoding and
 * decompress silently, hiding what the server really sent).
 */
export const send = (
  base: string,
  path: string,
  options: {
    readonly method?: string
    readonly headers?: Record<string, string>
    readonly body?: string
  } = {},
) =>
  new Promise<RawResponse>((resolve, reject) => {
    const url = new URL(path, base)
    const req = httpRequest(
      url,
      { method: options.method ?? "GET", headers: options.headers ?? {} },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          const raw = Buffer.concat(chunks)
          const headers = Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(", ") : value,
            ]),
          )
          const text = decode(raw, headers["content-encoding"]).toString("utf8")
          resolve({ status: res.statusCode ?? 0, headers, raw, text, json: () => JSON.parse(text) })
        })
        res.on("error", reject)
      },
    )
    req.on("error", reject)
    req.end(options.body)
  })
