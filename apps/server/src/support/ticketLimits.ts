import { Duration } from "effect"
import type { RatePolicy } from "../security/RateLimiter.ts"

/**
 * Tickets one account may file, from any address. A player with a real problem files one or two;
 * an unlimited form let one account file 678 in 25 seconds and bury the staff's queue.
 */
export const ticketSubmitPolicy: RatePolicy = { limit: 5, window: Duration.hours(1) }

/** Replies one account may write to its own tickets: a conversation with staff, not a chat. */
export const ticketReplyPolicy: RatePolicy = { limit: 30, window: Duration.hours(1) }
