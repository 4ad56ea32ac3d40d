import { Movies } from "@gatehouse/ui"
import { useMediaList } from "./useMediaList.ts"

/** The movies section (/movies): trailers and movies, kept for an hour. */
const MoviesScreen = () => {
  const { list, retry } = useMediaList("movie")
  return <Movies movies={list} onRetry={retry} />
}

export default MoviesScreen
