import { CacheEntrySchema } from "@gatehouse/domain"
import { Option, Schema } from "effect"
import type { ApiQuery } from "./apiQuery.ts"

/** An answer as kept across visits: the API's JSON and when it was read. */
export interface KeptAnswer {
  readonly json: unknown
  readonly storedAt: number
}

/** Where the query store keeps the answers that outlive the page; it decides which ones. */
export interface KeptAnswers {
  readonly read: (query: ApiQuery<unknown>) => KeptAnswer | null
  readonly write: (query: ApiQuery<unknown>, json: unknown, storedAt: number) => void
}

/** Spec §4: the site banners are kept in local storage under this key for 30 minutes. */
export const bannerStorageKey = "SITE_BANNERS"

const decodeEntry = Schema.decodeUnknownOption(Schema.fromJsonString(CacheEntrySchema(Schema.Unknown)))

/**
 * The banners' answer in the browser's storage, as `{ value, storedAt }` with the answer in the
 * API's JSON. Only the banners are kept: everything else lives as long as the page. Storage that is
 * full or switched off keeps nothing, and the banners are simply fetched.
 */
export const bannersInStorage = (storage: Storage): KeptAnswers => {
  const isBanners = (query: ApiQuery<unknown>) => query.call === "getSiteBanners"
  return {
    read: (query) => {
      if (!isBanners(query)) return null
      const entry = Option.getOrNull(decodeEntry(storage.getItem(bannerStorageKey) ?? ""))
      return entry === null ? null : { json: entry.value, storedAt: entry.storedAt }
    },
    write: (query, json, storedAt) => {
      if (!isBanners(query)) return
      try {
        storage.setItem(bannerStorageKey, JSON.stringify({ value: json, storedAt }))
      } catch {
        // Nothing kept; the next visit fetches the banners again.
      }
    },
  }
}
