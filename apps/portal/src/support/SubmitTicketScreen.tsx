import type { GuestTicketForm } from "@gatehouse/domain"
import { ticketHref } from "@gatehouse/domain"
import {
  GuestTicket,
  type SentGuestTicket,
  type SentTicket,
  SubmitTicket,
  type SubmitTicketValues,
  useFormats,
  useMessages,
  useSiteConfig,
} from "@gatehouse/ui"
import { Result } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import type { ContentProps } from "../screens/ContentProps.ts"
import { sendGuestTicket, sendTicket } from "./ticketActions.ts"
import linkWords from "./ticketQueries.en.json"
import { linkChoicesOf, ticketLinksQuery } from "./ticketQueries.ts"

/**
 * Submit Ticket (the ticket section, spec §1). The route is public, as the spec lists it, so a guest
 * sees the way to log in, and someone who cannot log in writes an account ticket answered by e-mail;
 * a player writes the ticket and gets its number.
 */
const SubmitTicketScreen = ({ title, userNum }: ContentProps) =>
  userNum === null ? <GuestForm title={title} /> : <PlayerForm title={title} />

const GuestForm = ({ title }: { readonly title: string }) => {
  const services = usePortalServices()
  const [sent, setSent] = useState<SentGuestTicket | null>(null)
  const [formKey, setFormKey] = useState(0)
  const { run, isPending } = useAction()
  const onSubmit = (values: GuestTicketForm) =>
    void run(sendGuestTicket(services, values)).then((answer) => {
      if (Result.isSuccess(answer))
        setSent({ ticketCode: answer.success.ticketCode, email: values.email.trim() })
    })
  return (
    <GuestTicket
      key={formKey}
      title={title}
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

const PlayerForm = ({ title }: { readonly title: string }) => {
  const services = usePortalServices()
  const links = useQuery(ticketLinksQuery).state
  const t = useMessages(linkWords)
  const { dateTime } = useFormats()
  const { timeZone } = useSiteConfig().clock
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
      linkChoices={linkChoicesOf(links, t, (at) => dateTime(at, timeZone))}
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
