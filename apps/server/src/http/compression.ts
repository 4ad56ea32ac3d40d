import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

export type Encoding = "br" | "gzip" | "identity"

const textTypes = /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/

/** Worth compressing: text-like and big enough that the headers are not most of the answer. */
export const isCompressible = (contentType: string, size: number) =>
  size >= 512 && textTypes.test(contentType)

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
 * Files are compressed once and kept, so they get the strongest settings; API answers are
 * compressed on every request, so they get fast ones that still shrink JSON about tenfold.
 */
const effortLevels = {
  file: { brotliQuality: 10, gzipLevel: 9 },
  answer: { brotliQuality: 4, gzipLevel: 6 },
} as const

export const compress = (
  bytes: Uint8Array,
  encoding: Exclude<Encoding, "identity">,
  effort: keyof typeof effortLevels,
) =>
  encoding === "br"
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: effortLevels[effort].brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: effortLevels[effort].gzipLevel })
