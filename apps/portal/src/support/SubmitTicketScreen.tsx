import { ticketHref } from "@gatehouse/domain"
import { type SentTicket, SubmitTicket, type SubmitTicketValues } from "@gatehouse/ui"
import { Result } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import type { ContentProps } from "../screens/ContentProps.ts"
import { sendTicket } from "./ticketActions.ts"
import { linkChoicesOf, ticketLinksQuery } from "./ticketQueries.ts"

/**
 * Submit Ticket (the ticket section, spec §1). The route is public, as the spec lists it, so a guest
 * sees the way to log in; a player writes the ticket and gets its number.
 */
const SubmitTicketScreen = ({ title, userNum }: ContentProps) =>
  userNum === null ? (
    <SubmitTicket title={title} isGuest linkChoices={{ status: "loading" }} onSubmit={() => {}} />
  ) : (
    <PlayerForm title={title} />
  )

const PlayerForm = ({ title }: { readonly title: string }) => {
  const services = usePortalServices()
  const links = useQuery(ticketLinksQuery).state
  const [sent, setSent] = useState<SentTicket | null>(null)
  const [formKey, setFormKey] = useState(0)
  const { run, isPending } = useAction()
  const onSubmit = (values: SubmitTicketValues) =>
    void run(sendTicket(services, values)).then((answer) => {
      if (Result.isSuccess(answer))
        setSent({ ticketCode: answer.success.ticketCode, href: ticketHref(answer.success.id) })
    })
  return (
    <SubmitTicket
      key={formKey}
      title={title}
      isGuest={false}
      linkChoices={linkChoicesOf(links)}
      onSubmit={onSubmit}
      isPending={isPending}
      sent={sent}
      onWriteAnother={() => {
        setSent(null)
        setFormKey((key) => key + 1)
      }}
    />
  )
}

export default SubmitTicketScreen
