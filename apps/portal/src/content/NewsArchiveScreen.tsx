import { newsBoardOfCategory } from "@gatehouse/domain"
import { NewsArchive, type NewsArchivePage } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import { contentCachesFor } from "./contentCaches.ts"
import { loadNewsArchivePage } from "./newsLoading.ts"
import { useLoad } from "./useLoad.ts"

/** A board's older news, one page of its archive: `/news?category={category}&page={page}`. */
export const NewsArchiveScreen = ({
  category,
  page,
}: {
  readonly category: number
  readonly page: number
}) => {
  const { api } = usePortalServices()
  const caches = contentCachesFor(api)
  const loaded = useLoad(`archive-${category}-${page}`, () =>
    loadNewsArchivePage(api, caches.news, category, page).catch((error: unknown) => {
      // Spec §8: news load failures are logged; the page says the news could not be loaded.
      console.error("Failed to load news", error)
      throw error
    }),
  )
  const archive: NewsArchivePage =
    loaded.status === "loaded" ? { status: "loaded", ...loaded.value } : { status: loaded.status }
  return <NewsArchive board={newsBoardOfCategory(category)} page={page} archive={archive} />
}
