import { createHash } from "node:crypto"
import { maxUploadBytes, type uploadTypes } from "@gatehouse/api-client/console"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { InputRefused } from "../refusals.ts"
import type { Actor } from "./AuditLog.ts"

type UploadType = (typeof uploadTypes)[number]

/** Where uploaded pictures are served; the name is the picture's own digest, so it never changes. */
export const uploadsPath = "/media/uploads"

export const uploadMessages = {
  notAPicture: "Only PNG, JPEG, GIF and WebP pictures can be uploaded.",
  tooLarge: "The picture is larger than 2 MB.",
  empty: "The file is empty.",
} as const

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

/**
 * The picture type the bytes themselves say, whatever the file was called: PNG, JPEG, GIF or WebP.
 * Anything else (SVG above all, which can carry script) is refused.
 */
export const sniffPictureType = (bytes: Uint8Array): UploadType | undefined => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png"
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg"
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "image/gif"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return "image/webp"
  }
  return undefined
}

export interface StoredUpload {
  readonly id: string
  readonly url: string
  readonly contentType: string
  readonly size: number
}

/**
 * Pictures staff upload (news thumbnails, banners, shop items), kept in the database: every server
 * instance serves them, and the database backup carries them. A picture's id is its digest, so the
 * same picture uploaded twice is stored once and its address can be cached for ever.
 */
export class Uploads extends Context.Service<
  Uploads,
  {
    readonly store: (
      actor: Actor,
      upload: { readonly fileName: string; readonly base64: string },
    ) => Effect.Effect<StoredUpload, InputRefused>
    readonly read: (
      id: string,
    ) => Effect.Effect<Option.Option<{ readonly contentType: string; readonly bytes: Uint8Array }>>
  }
>()("gatehouse/server/Uploads") {
  static readonly layer = Layer.effect(
    Uploads,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const store = Effect.fn("Uploads.store")(function* (
        actor: Actor,
        upload: { readonly fileName: string; readonly base64: string },
      ) {
        const bytes = new Uint8Array(Buffer.from(upload.base64, "base64"))
        if (bytes.length === 0) return yield* new InputRefused({ message: uploadMessages.empty })
        if (bytes.length > maxUploadBytes)
          return yield* new InputRefused({ message: uploadMessages.tooLarge })
        const contentType = sniffPictureType(bytes)
        if (contentType === undefined) return yield* new InputRefused({ message: uploadMessages.notAPicture })
        const id = createHash("sha256").update(bytes).digest("hex").slice(0, 32)
        yield* sql`INSERT INTO uploads ${sql.insert({
          id,
          content_type: contentType,
          bytes,
          file_name: upload.fileName,
          uploaded_by: actor.UserNum,
        })} ON CONFLICT (id) DO NOTHING`.pipe(Effect.orDie)
        return { id, url: `${uploadsPath}/${id}`, contentType, size: bytes.length }
      })

      const read = Effect.fn("Uploads.read")(function* (id: string) {
        const rows = yield* decodeRows(
          Schema.Struct({ content_type: Schema.String, bytes: Schema.Uint8Array }),
          sql`SELECT content_type, bytes FROM uploads WHERE id = ${id}`,
        )
        const [row] = rows
        return row === undefined
          ? Option.none()
          : Option.some({ contentType: row.content_type, bytes: new Uint8Array(row.bytes) })
      }, Effect.orDie)

      return Uploads.of({ store, read })
    }),
  )
}
