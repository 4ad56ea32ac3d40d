import { frameEndpoints } from "@gatehouse/api-client"
import { apiQuery } from "../data/apiQuery.ts"

/**
 * The Mailbox count of the welcome box on every page. Apart from the other ticket reads, so the
 * frame does not bring the ticket pages' schemas with it.
 */
export const mailboxQuery = apiQuery(frameEndpoints, "getMailbox")
