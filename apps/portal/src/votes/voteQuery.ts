import { voteEndpoints } from "@gatehouse/api-client"
import { apiQuery } from "../data/apiQuery.ts"

/**
 * The voting sites with the player's vote addresses and cooldowns, and the player's recent votes.
 * Asked again on every visit (the default policy): a site may have confirmed a vote meanwhile.
 */
export const votePageQuery = apiQuery(voteEndpoints, "getVotePage")
