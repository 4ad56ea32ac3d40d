import { NewsDetail, type NewsTopic } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import { contentCachesFor } from "./contentCaches.ts"
import { loadNewsTopic } from "./newsLoading.ts"
import { sanitizeNewsBody } from "./sanitizeNewsBody.ts"
import { useLoad } from "./useLoad.ts"

/** One news topic, its body sanitised in the browser before it is shown. */
export const NewsDetailScreen = ({ topic }: { readonly topic: number }) => {
  const { api } = usePortalServices()
  const caches = contentCachesFor(api)
  const item = useLoad(`topic-${topic}`, () =>
    loadNewsTopic(api, caches.news, topic).catch((error: unknown) => {
      // Spec §8: news load failures are logged only; the page then says there is no such news.
      console.error("Failed to load news", error)
      return null
    }),
  )
  const shown: NewsTopic =
    item.status === "loading"
      ? { status: "loading" }
      : item.status === "failed" || item.value === null
        ? { status: "missing" }
        : { status: "found", item: item.value, safeBody: sanitizeNewsBody(item.value.content) }
  return <NewsDetail topic={shown} />
}
