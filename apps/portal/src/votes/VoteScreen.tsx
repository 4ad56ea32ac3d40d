import type { VoteRecord } from "@gatehouse/api-client"
import { Vote, type VoteSiteOnPage } from "@gatehouse/ui"
import { useCallback, useEffect } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import { storeBalances } from "../economy/balances.ts"
import { MembersOnlyPage } from "../guests/MembersOnlyPage.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { useArrivedVotes } from "./useArrivedVotes.ts"
import { useVoteWatch } from "./useVoteWatch.ts"
import { votePageQuery } from "./voteQuery.ts"

/**
 * Vote (the vote section): the toplists to vote on with the player's own vote addresses, and the
 * player's recent votes. The route lets only members in; a session that ends on the page sends the
 * player to /login and back, as the shop's own pages do.
 */
const VoteScreen = ({ title, userNum }: ContentProps) =>
  userNum === null ? <MembersOnlyPage title={title} /> : <PlayerVotes title={title} />

const PlayerVotes = ({ title }: { readonly title: string }) => {
  const services = usePortalServices()
  const { state, retry } = useQuery(votePageQuery)
  const { isWaiting, voted, confirmed } = useVoteWatch(votePageQuery)
  // Every read carries the balances: a reward confirmed while the page is open shows in the header
  // and sidebar with the read that tells it.
  const read = state.status === "loaded" ? state.value : null
  useEffect(() => {
    if (read !== null) storeBalances(services, read)
  }, [services, read])
  // A vote confirmed while the page is open: its site no longer awaited.
  const onArrival = useCallback(
    (votes: ReadonlyArray<VoteRecord>) => confirmed(votes.map((vote) => vote.siteName)),
    [confirmed],
  )
  const arrived = useArrivedVotes(state, onArrival)
  const onVote = useCallback((site: VoteSiteOnPage) => voted(site.name), [voted])
  return (
    <Vote
      title={title}
      page={state}
      onRetry={retry}
      onVote={onVote}
      isWaiting={isWaiting}
      arrived={arrived}
    />
  )
}

export default VoteScreen
