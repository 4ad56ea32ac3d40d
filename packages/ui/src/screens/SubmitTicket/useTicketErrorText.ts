import { guestTicketMessages, ticketMessages } from "@gatehouse/domain"
import { useDomainText } from "../../i18n/Messages.tsx"
import { useValidationText } from "../../i18n/useValidationText.ts"

// The guest ticket's sentences a form shows (its `sent` line is the screen's own, with its values).
const guestTicketSentences = { emailTooLong: guestTicketMessages.emailTooLong }

/**
 * A ticket form's field error in the chosen language: the domain's ticket rules answer in English
 * (the server shares them), with the e-mail checks of the account forms.
 */
export const useTicketErrorText = (): ((text: string | undefined) => string | undefined) => {
  const sayTicket = useDomainText("ticketMessages", ticketMessages)
  const sayGuest = useDomainText("guestTicketMessages", guestTicketSentences)
  const sayValidation = useValidationText()
  return (text) => (text === undefined ? undefined : sayValidation(sayGuest(sayTicket(text))))
}
