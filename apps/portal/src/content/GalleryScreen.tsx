import { Gallery } from "@gatehouse/ui"
import { useMediaList } from "./useMediaList.ts"

/** The gallery section (/gallery): the pictures, kept for an hour. */
const GalleryScreen = () => {
  const { list, retry } = useMediaList("gallery")
  return <Gallery pictures={list} onRetry={retry} />
}

export default GalleryScreen
