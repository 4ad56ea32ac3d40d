import { Clock, Effect, Schema } from "effect"

/**
 * How long fetched data may be reused (spec §4 Caches, §9). Pure: the portal keeps the entries in
 * memory or local storage and asks here whether one may still be shown.
 */
export interface CachePolicy {
  /** An entry is reused while it is younger than this. */
  readonly maxAgeMs: number
}

export const cachePolicies = {
  news: { maxAgeMs: 30_000 },
  downloads: { maxAgeMs: 3_600_000 },
  banners: { maxAgeMs: 1_800_000 },
} as const satisfies Record<string, CachePolicy>

/** A value with the time it was fetched, as kept in memory or in local storage. */
export interface CacheEntry<A> {
  readonly value: A
  /** Epoch milliseconds. */
  readonly storedAt: number
}

export const cacheEntry = <A>(value: A, now: number): CacheEntry<A> => ({ value, storedAt: now })

/**
 * True while the entry is younger than the policy allows. An entry stamped in the future (the device
 * clock was turned back) is treated as stale, so a wrong clock can never pin old data forever.
 */
export const isFresh = (
  entry: CacheEntry<unknown> | null | undefined,
  now: number,
  policy: CachePolicy,
): boolean => entry != null && entry.storedAt <= now && now - entry.storedAt < policy.maxAgeMs

/** The same check at the current time of the Effect `Clock`. */
export const isFreshNow = (
  entry: CacheEntry<unknown> | null | undefined,
  policy: CachePolicy,
): Effect.Effect<boolean> => Effect.map(Clock.currentTimeMillis, (now) => isFresh(entry, now, policy))

/** Decodes an entry read back from local storage, checking the value with its own schema. */
export const CacheEntrySchema = <S extends Schema.Top>(value: S) =>
  Schema.Struct({ value, storedAt: Schema.Number })
