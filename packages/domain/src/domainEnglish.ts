import {
  characterNameMessages,
  characterServiceChanges,
  characterServiceMessages,
  characterServiceNames,
  serviceCurrencyNames,
  serviceUseStateLabels,
} from "./characterServices.ts"
import { genderNames, secretQuestionLabels } from "./entities/registration.ts"
import { eventTexts } from "./events.ts"
import { routeCrumbs } from "./frame.ts"
import { guestTicketMessages } from "./guestTickets.ts"
import { forumBoardNames } from "./legacyPages.ts"
import { paymentMethodWords, paymentStateLabels } from "./payments.ts"
import { type SentenceTable, sentencesOf } from "./sentenceTable.ts"
import { ticketCategoryNames, ticketMessages, ticketStatusNames } from "./tickets.ts"
import { validationMessages } from "./validation/messages.ts"
import { passwordRuleMessages } from "./validation/passwordRules.ts"
import { voteMessages } from "./votes.ts"

/** The domain's tables a player reads, by the name their catalogues are keyed with (`domainFilipino`). */
export const playerTables: Readonly<Record<string, SentenceTable>> = {
  validationMessages,
  passwordRuleMessages,
  routeCrumbs,
  genderNames,
  secretQuestionLabels,
  ticketCategoryNames,
  ticketStatusNames,
  paymentStateLabels,
  ticketMessages,
  guestTicketMessages,
  voteMessages,
  serviceUseStateLabels,
  characterServiceNames,
  characterServiceChanges,
  characterServiceMessages,
  characterNameMessages,
  serviceCurrencyNames,
  eventTexts,
  paymentMethodWords,
  forumBoardNames,
}

/** Tables' sentences keyed as their catalogues key them: `<table>.<key>`, a table inside dotted. */
export const keyedSentences = (
  tables: Readonly<Record<string, SentenceTable>>,
): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(tables).flatMap(([name, table]) =>
      Object.entries(sentencesOf(table)).map(([key, english]) => [`${name}.${key}`, english]),
    ),
  )

/**
 * The domain's sentences a player reads, in English, keyed as `domainFilipino` keys them: read from
 * the tables themselves, for a server that translates them into its own language.
 */
export const domainEnglish: Readonly<Record<string, string>> = keyedSentences(playerTables)
