import { createHash, randomBytes } from "node:crypto"

/** A new opaque bearer token: 32 random bytes, URL-safe. Only the client ever holds it in clear. */
export const newToken = () => randomBytes(32).toString("base64url")

/** What the database keeps of a token: its SHA-256, so a leaked table grants no sessions. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")
