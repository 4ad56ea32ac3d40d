import {
  characterNameMessages,
  characterServiceChanges,
  characterServiceMessages,
  characterServiceNames,
  sentencesOf,
} from "@gatehouse/domain"
import { useDomainMessages, useDomainText } from "../../i18n/Messages.tsx"

/** The domain's service sentences flat, as their catalogue keys them (`done.rename`, `refunded`'s `{0}`). */
const serviceSentences = sentencesOf(characterServiceMessages)

/**
 * The domain's words of the services in the chosen language: each service's name and what it
 * changes, the sentences the page writes (why a service cannot be used, a refund), and a reason the
 * server stored in English said again when it is one of those sentences.
 */
export const useServiceWords = () => {
  const sentence = useDomainMessages("characterServiceMessages", serviceSentences)
  const reason = useDomainText("characterServiceMessages", serviceSentences)
  const nameRule = useDomainText("characterNameMessages", characterNameMessages)
  return {
    name: useDomainMessages("characterServiceNames", characterServiceNames),
    changes: useDomainMessages("characterServiceChanges", characterServiceChanges),
    sentence,
    /** What the name rule said of a new name, values and all. */
    nameProblem: nameRule,
    /** A used service's refund line: the reason it was given back, then that nothing changed. */
    refunded: (why: string) => sentence("refunded", { 0: reason(why) }),
  }
}
