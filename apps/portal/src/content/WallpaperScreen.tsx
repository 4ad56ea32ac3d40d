import { Wallpaper } from "@gatehouse/ui"
import { useMediaList } from "./useMediaList.ts"

/** The wallpaper section (/wallpaper): the wallpapers and their sizes, kept for an hour. */
const WallpaperScreen = () => {
  const { list, retry } = useMediaList("wallpaper")
  return <Wallpaper wallpapers={list} onRetry={retry} />
}

export default WallpaperScreen
