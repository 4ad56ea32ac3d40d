import characterNameMessages from "./characterNameMessages.fil.json"
import characterServiceChanges from "./characterServiceChanges.fil.json"
import characterServiceMessages from "./characterServiceMessages.fil.json"
import characterServiceNames from "./characterServiceNames.fil.json"
import genderNames from "./entities/genderNames.fil.json"
import secretQuestionLabels from "./entities/secretQuestionLabels.fil.json"
import eventTexts from "./eventTexts.fil.json"
import forumBoardNames from "./forumBoardNames.fil.json"
import guestTicketMessages from "./guestTicketMessages.fil.json"
import paymentMethodWords from "./paymentMethodWords.fil.json"
import paymentStateLabels from "./paymentStateLabels.fil.json"
import routeCrumbs from "./routeCrumbs.fil.json"
import serviceCurrencyNames from "./serviceCurrencyNames.fil.json"
import serviceUseStateLabels from "./serviceUseStateLabels.fil.json"
import ticketCategoryNames from "./ticketCategoryNames.fil.json"
import ticketMessages from "./ticketMessages.fil.json"
import ticketStatusNames from "./ticketStatusNames.fil.json"
import passwordRuleMessages from "./validation/passwordRuleMessages.fil.json"
import validationMessages from "./validation/validationMessages.fil.json"
import voteMessages from "./voteMessages.fil.json"

/**
 * The domain's sentences a player reads, in Filipino: one catalogue beside each English table,
 * keyed `<table>.<key>` (`validationMessages.usernameRequired`, `routeCrumbs.news`). The English stays
 * in the tables (the specification's words); these are the only other copy. A bundler that compiles
 * catalogues as they are imported (the ui's) hands them on compiled; the server reads them as written.
 */
export const domainFilipino: Readonly<Record<string, string>> = {
  ...validationMessages,
  ...passwordRuleMessages,
  ...routeCrumbs,
  ...genderNames,
  ...secretQuestionLabels,
  ...ticketCategoryNames,
  ...ticketStatusNames,
  ...paymentStateLabels,
  ...ticketMessages,
  ...guestTicketMessages,
  ...voteMessages,
  ...serviceUseStateLabels,
  ...characterServiceNames,
  ...characterServiceChanges,
  ...characterServiceMessages,
  ...characterNameMessages,
  ...serviceCurrencyNames,
  ...eventTexts,
  ...paymentMethodWords,
  ...forumBoardNames,
}
