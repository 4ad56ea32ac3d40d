import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { HttpMiddleware } from "effect/http"

export type Encoding = "br" | "gzip" | "identity"

const textTypes = /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/

/** Below this many bytes the headers are most of the answer, and compressing it gains nothing. */
const minimumCompressedSize = 512

/** Worth compressing: text-like and big enough that the headers are not most of the answer. */
export const isCompressible = (contentType: string, size: number) =>
  size >= minimumCompressedSize && textTypes.test(contentType)

/** The best encoding the client accepts (brotli, then gzip), honouring `;q=0` refusals. */
export const negotiateEncoding = (acceptEncoding: string | undefined): Encoding => {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.trim().split(";")
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter))
    if (!refused) accepted.add(name.trim())
  }
  if (accepted.has("br")) return "br"
  if (accepted.has("gzip") || accepted.has("*")) return "gzip"
  return "identity"
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Files are compressed once and kept (sendBytes.ts), so they get the strongest settings: brotli at
 * its top quality costs about 650 ms for the portal's 270 kB entry script, which no request could
 * wait for, and its output is 8% smaller than the quality a per-request compressor can afford.
 * What is made for one request (API answers, a page rendered with its data) is compressed with
 * fast settings: brotli 5 shrinks a 140 kB rendered page to 14.6 kB in about 1.3 ms, where
 * brotli 10 takes 26 ms for 12.5 kB, longer than the render itself.
 */
const fileLevels = { brotliQuality: 10, gzipLevel: 9 } as const
const answerLevels = { brotliQuality: 5, gzipLevel: 6 } as const

/** Compresses text answers (API JSON above all) that are not compressed yet, when the client accepts it. */
export const answerCompression = HttpMiddleware.compression({
  algorithms: ["br", "gzip"],
  minSize: minimumCompressedSize,
  levels: { br: answerLevels.brotliQuality, gzip: answerLevels.gzipLevel },
})

const compress = (
  bytes: Uint8Array,
  encoding: Exclude<Encoding, "identity">,
  levels: { readonly brotliQuality: number; readonly gzipLevel: number },
) =>
  encoding === "br"
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: levels.gzipLevel })

/** Compresses a file's bytes once, with the strongest settings (see above). */
export const compressFile = (bytes: Uint8Array, encoding: Exclude<Encoding, "identity">) =>
  compress(bytes, encoding, fileLevels)

/** Compresses bytes made for one request, with the fast settings (see above). */
export const compressAnswer = (bytes: Uint8Array, encoding: Exclude<Encoding, "identity">) =>
  compress(bytes, encoding, answerLevels)
