import { validationMessages } from "@gatehouse/domain"
import { useDomainText } from "./Messages.tsx"

/**
 * A form's field error in the chosen language. The domain's validators answer in the
 * specification's English (the server shares them); a sentence of theirs is said from the
 * `validationMessages` catalogue, and any other text (the server's own) is shown as it came.
 */
export const useValidationText = (): ((text: string | undefined) => string | undefined) => {
  const say = useDomainText("validationMessages", validationMessages)
  return (text) => (text === undefined ? undefined : say(text))
}
