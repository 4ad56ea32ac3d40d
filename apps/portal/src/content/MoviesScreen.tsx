import { contentEndpoints } from "@gatehouse/api-client"
import { Movies } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { listOf } from "../data/listOf.ts"
import { useQuery } from "../data/useQuery.ts"

/** The movies section (/movies): trailers and movies, kept for an hour. */
const MoviesScreen = () => {
  const { state, retry } = useQuery(apiQuery(contentEndpoints, "getMediaAll", { kind: "movie" }))
  const list = listOf(state)
  return <Movies movies={list} onRetry={retry} />
}

export default MoviesScreen
