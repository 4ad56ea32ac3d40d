import { PlainText } from "@gatehouse/domain"
import { Schema } from "effect"

/** The picture types the server stores (sniffed from the bytes, never taken from the name). No SVG: it can carry script. */
export const uploadTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const

/** The largest picture staff may upload. */
export const maxUploadBytes = 2 * 1024 * 1024

/** Base64 of at most {@link maxUploadBytes}. */
const maxBase64Length = Math.ceil(maxUploadBytes / 3) * 4

/** POST /staff/uploads: one picture, its bytes in base64 (the browser reads the file and sends it as JSON). */
export const UploadPayload = Schema.Struct({
  fileName: PlainText.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  data: PlainText.check(
    Schema.isMaxLength(maxBase64Length, { message: "The picture is larger than 2 MB." }),
    Schema.isPattern(/^[A-Za-z0-9+/]*={0,2}$/, { message: "The picture did not arrive whole." }),
  ),
})
export type UploadPayload = typeof UploadPayload.Type

/** A stored picture: where every instance serves it (`/media/uploads/{id}`). */
export const UploadResponse = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  contentType: Schema.String,
  size: Schema.Finite,
})
export type UploadResponse = typeof UploadResponse.Type
