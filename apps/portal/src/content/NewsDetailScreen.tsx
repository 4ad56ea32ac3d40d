import { contentEndpoints } from "@gatehouse/api-client"
import { NewsDetail, type NewsTopic } from "@gatehouse/ui"
import { useMemo } from "react"
import { apiQuery } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"
import { sanitizeNewsBody } from "./sanitizeNewsBody.ts"

/**
 * One news topic (GET getspecificnews/{id}, its first entry), its body sanitised in the browser before
 * it is shown. Spec §8: a failed load is logged only; the page then says there is no such news.
 */
export const NewsDetailScreen = ({ topic }: { readonly topic: number }) => {
  const { state } = useQuery(apiQuery(contentEndpoints, "getSpecificNews", { id: topic }))
  const item = state.status === "loaded" ? (state.value.data[0] ?? null) : null
  // Sanitising parses the body; done once per article, not on every render.
  const safeBody = useMemo(() => (item === null ? "" : sanitizeNewsBody(item.content)), [item])
  const shown: NewsTopic =
    state.status === "loading"
      ? { status: "loading" }
      : item === null
        ? { status: "missing" }
        : { status: "found", item, safeBody }
  return <NewsDetail topic={shown} />
}
