import type { MediaEntry, MediaKind } from "@gatehouse/domain"
import { type CachedList, useCachedList } from "./useCachedList.ts"

/** The entries of one media page (gallery, wallpaper or movie), cached per kind. */
export const useMediaList = (kind: MediaKind): CachedList<MediaEntry> =>
  useCachedList(`media-${kind}`, (api) => api.getMediaAll({ kind }))
