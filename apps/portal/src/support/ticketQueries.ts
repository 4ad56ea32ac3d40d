import type { TicketLinksResponse } from "@gatehouse/api-client"
import { ticketEndpoints } from "@gatehouse/api-client"
import { ticketLinkValue } from "@gatehouse/domain"
import type { LoadState, SelectOption, Translate } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import type english from "./ticketQueries.en.json"

/** The reads of the player's tickets, and the Mailbox count that follows them. */
export const myTicketsQuery = apiQuery(ticketEndpoints, "getMyTickets")
export const ticketLinksQuery = apiQuery(ticketEndpoints, "getTicketLinks")
export const myTicketQuery = (id: number) => apiQuery(ticketEndpoints, "getMyTicket", { id })

/** After a ticket is written, answered or read: the list, the opened ticket and the Mailbox count again. */
export const ticketReads = ["getMyTickets", "getMyTicket", "getMailbox"] as const

/** The words of the link select's choices (`ticketQueries.en.json`), in the chosen language. */
export type TicketLinkWords = Translate<keyof typeof english>

/**
 * The link select's choices: purchases, then top-ups, each with its date as the player reads it
 * (`dateOf`, the page's language and the game's time zone).
 */
export const linkChoicesOf = (
  loaded: LoadState<TicketLinksResponse>,
  t: TicketLinkWords,
  dateOf: (at: string) => string,
): LoadState<ReadonlyArray<SelectOption>> =>
  loaded.status !== "loaded"
    ? loaded
    : {
        status: "loaded",
        value: [
          ...loaded.value.purchases.map((choice) => ({
            value: ticketLinkValue({ kind: "purchase", id: Number(choice.ref) }),
            label: t("ticketQueries.purchaseChoice", { label: choice.label, at: dateOf(choice.at) }),
          })),
          ...loaded.value.topUps.map((choice) => ({
            value: ticketLinkValue({ kind: "topup", code: choice.ref }),
            label: t("ticketQueries.topUpChoice", { label: choice.label, at: dateOf(choice.at) }),
          })),
        ],
      }
