import { contentEndpoints } from "@gatehouse/api-client"
import { Socials } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { listOf } from "../data/listOf.ts"
import { useQuery } from "../data/useQuery.ts"

/** The socials section (/socials): the server's community pages, kept for an hour. */
const SocialsScreen = () => {
  const { state, retry } = useQuery(apiQuery(contentEndpoints, "getSocialLinks"))
  const list = listOf(state)
  return <Socials links={list} onRetry={retry} />
}

export default SocialsScreen
