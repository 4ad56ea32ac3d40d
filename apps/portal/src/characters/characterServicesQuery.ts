import { characterServiceEndpoints } from "@gatehouse/api-client"
import { apiQuery } from "../data/apiQuery.ts"

/**
 * The player's characters as the game holds them, the services on offer and the ones used lately.
 * Asked again on every visit (the default policy): a character may have logged in or out meanwhile.
 */
export const characterServicesQuery = apiQuery(characterServiceEndpoints, "getCharacterServices")

/** What a used service changes on the page: the characters, the cooldowns, the recent services. */
export const characterServiceReads = ["getCharacterServices"] as const
