import { ticketLimits, validateTicketReply } from "@gatehouse/domain"
import { type FormEvent, useState } from "react"
import { Form } from "react-aria-components"
import { useMessages } from "../../i18n/Messages.tsx"
import { Button } from "../Button/Button.tsx"
import { MessageField } from "../MessageField/MessageField.tsx"
import * as styles from "./TicketReplyForm.css.ts"
import english from "./TicketReplyForm.en.json"

export interface TicketReplyFormProps {
  /** Called with the reply once it passes the rules. */
  readonly onReply: (message: string) => void
  /** While the reply is being sent: the button is busy and nothing is sent twice. */
  readonly isReplying?: boolean
  /** The box's label: "Your reply" for players, "Answer" for staff. */
  readonly label?: string
  /** The button's text. */
  readonly submitLabel?: string
}

/**
 * The reply box under a ticket's conversation, for players and staff. It keeps what was typed until
 * the reply is sent (give it a new `key` then), so a refused reply loses nothing.
 */
export const TicketReplyForm = ({
  onReply,
  isReplying = false,
  label,
  submitLabel,
}: TicketReplyFormProps) => {
  const t = useMessages(english)
  const [message, setMessage] = useState("")
  const [error, setError] = useState<string | undefined>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isReplying) return
    const problem = validateTicketReply(message)
    setError(problem)
    if (problem === undefined) onReply(message)
  }
  return (
    <Form
      className={styles.root}
      validationBehavior="aria"
      onSubmit={submit}
      aria-label={label ?? t("TicketReplyForm.yourReply")}
    >
      <MessageField
        label={label ?? t("TicketReplyForm.yourReply")}
        name="message"
        value={message}
        rows={4}
        maxLength={ticketLimits.message}
        description={t("TicketReplyForm.upTo", { max: ticketLimits.message })}
        onChange={setMessage}
        errorMessage={error}
        isDisabled={isReplying}
      />
      <div>
        <Button type="submit" tone="primary" isPending={isReplying}>
          {submitLabel ?? t("TicketReplyForm.sendReply")}
        </Button>
      </div>
    </Form>
  )
}
