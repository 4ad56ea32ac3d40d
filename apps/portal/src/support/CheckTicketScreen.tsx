import { CheckTicket } from "@gatehouse/ui"
import { Result } from "effect"
import { useEffect, useState } from "react"
import { useSearch } from "wouter"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import type { ContentProps } from "../screens/ContentProps.ts"
import { mailboxQuery } from "./mailboxQuery.ts"
import { replyToTicket } from "./ticketActions.ts"
import { myTicketQuery, myTicketsQuery } from "./ticketQueries.ts"

/** The ticket an address opens (`/checkticket?ticket=12`), or null for the list. */
const openedIdOf = (search: string): number | null => {
  const value = new URLSearchParams(search).get("ticket")
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null
}

/**
 * Check My Ticket (the checkticket section, spec §1), where the welcome box's Mailbox leads: the
 * player's tickets, or the one the address opens with its conversation and a reply box.
 */
const CheckTicketScreen = ({ title, userNum }: ContentProps) =>
  userNum === null ? (
    <CheckTicket title={title} isGuest tickets={{ status: "loading" }} opened={null} onReply={() => {}} />
  ) : (
    <PlayerTickets title={title} />
  )

const PlayerTickets = ({ title }: { readonly title: string }) => {
  const services = usePortalServices()
  const openedId = openedIdOf(useSearch())
  const tickets = useQuery(openedId === null ? myTicketsQuery : null).state
  const opened = useQuery(openedId === null ? null : myTicketQuery(openedId)).state
  const [replyKey, setReplyKey] = useState(0)
  const { run, isPending: isReplying } = useAction()

  // Opening a ticket marks its answers read: the Mailbox count follows.
  useEffect(() => {
    if (opened.status === "loaded")
      void services.queries.invalidate((query) => query.key === mailboxQuery.key)
  }, [opened.status, services])

  const onReply = (message: string) => {
    if (openedId === null) return
    void run(replyToTicket(services, openedId, message)).then((sent) => {
      if (Result.isSuccess(sent)) setReplyKey((key) => key + 1)
    })
  }

  return (
    <CheckTicket
      title={title}
      isGuest={false}
      tickets={tickets.status === "loaded" ? { status: "loaded", value: tickets.value.tickets } : tickets}
      opened={openedId === null ? null : opened}
      onReply={onReply}
      isReplying={isReplying}
      replyKey={replyKey}
    />
  )
}

export default CheckTicketScreen
