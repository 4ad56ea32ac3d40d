import { contentEndpoints } from "@gatehouse/api-client"
import { Gallery } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { listOf } from "../data/listOf.ts"
import { useQuery } from "../data/useQuery.ts"

/** The gallery section (/gallery): the pictures, kept for an hour. */
const GalleryScreen = () => {
  const { state, retry } = useQuery(apiQuery(contentEndpoints, "getMediaAll", { kind: "gallery" }))
  const list = listOf(state)
  return <Gallery pictures={list} onRetry={retry} />
}

export default GalleryScreen
