import { contentEndpoints } from "@gatehouse/api-client"
import { NewsDetail, type NewsTopic } from "@gatehouse/ui"
import { useMemo } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { apiQuery } from "../data/apiQuery.ts"
import { mapLoaded } from "../data/mapLoaded.ts"
import { useQuery } from "../data/useQuery.ts"
import { sanitizeNewsBody } from "./sanitizeNewsBody.ts"

/**
 * One news topic (GET getspecificnews/{id}, its first entry), its body sanitised before it is shown:
 * in the browser by DOMPurify, and on the server, which has no DOM for it, by the server's own
 * sanitiser, whose markup the browser then keeps (React does not redo an element's inner HTML when
 * it takes a page over). Spec §8: a failed load is logged only; the page then says there is no such news.
 */
export const NewsDetailScreen = ({ topic }: { readonly topic: number }) => {
  const { sanitizeHtml = sanitizeNewsBody } = usePortalServices()
  const { state } = useQuery(apiQuery(contentEndpoints, "getSpecificNews", { id: topic }))
  const item = state.status === "loaded" ? (state.value.data[0] ?? null) : null
  // Sanitising parses the body; done once per article, not on every render.
  const safeBody = useMemo(() => (item === null ? "" : sanitizeHtml(item.content)), [item, sanitizeHtml])
  const shown = mapLoaded(state, (): NewsTopic | null => (item === null ? null : { item, safeBody }))
  return <NewsDetail topic={shown} />
}
