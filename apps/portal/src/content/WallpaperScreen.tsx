import { contentEndpoints } from "@gatehouse/api-client"
import { Wallpaper } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { listOf } from "../data/listOf.ts"
import { useQuery } from "../data/useQuery.ts"

/** The wallpaper section (/wallpaper): the wallpapers and their sizes, kept for an hour. */
const WallpaperScreen = () => {
  const { state, retry } = useQuery(apiQuery(contentEndpoints, "getMediaAll", { kind: "wallpaper" }))
  const list = listOf(state)
  return <Wallpaper wallpapers={list} onRetry={retry} />
}

export default WallpaperScreen
