import { PlainText } from "@gatehouse/domain"
import { Schema } from "effect"

/**
 * The header a money-moving call (redeeming a code, buying) may carry. The server answers a retried
 * request with the same key exactly as it answered the first, without charging or redeeming again.
 * The browser client sends a fresh key with every call it makes.
 */
export const idempotencyKeyHeader = "idempotency-key"

/** The longest key the server keeps. */
export const maxIdempotencyKeyLength = 100

export const IdempotencyHeaders = {
  [idempotencyKeyHeader]: Schema.optionalKey(
    PlainText.check(Schema.isMinLength(1), Schema.isMaxLength(maxIdempotencyKeyLength)),
  ),
} as const
