import { Socials } from "@gatehouse/ui"
import { useCachedList } from "./useCachedList.ts"

/** The socials section (/socials): the server's community pages, kept for an hour. */
const SocialsScreen = () => {
  const { list, retry } = useCachedList("socials", (api) => api.getSocialLinks())
  return <Socials links={list} onRetry={retry} />
}

export default SocialsScreen
