import characterNameMessages from "./characterNameMessages.fil.json" with { type: "json" }
import characterServiceChanges from "./characterServiceChanges.fil.json" with { type: "json" }
import characterServiceMessages from "./characterServiceMessages.fil.json" with { type: "json" }
import characterServiceNames from "./characterServiceNames.fil.json" with { type: "json" }
import genderNames from "./entities/genderNames.fil.json" with { type: "json" }
import secretQuestionLabels from "./entities/secretQuestionLabels.fil.json" with { type: "json" }
import eventTexts from "./eventTexts.fil.json" with { type: "json" }
import forumBoardNames from "./forumBoardNames.fil.json" with { type: "json" }
import guestTicketMessages from "./guestTicketMessages.fil.json" with { type: "json" }
import paymentMethodWords from "./paymentMethodWords.fil.json" with { type: "json" }
import paymentStateLabels from "./paymentStateLabels.fil.json" with { type: "json" }
import routeCrumbs from "./routeCrumbs.fil.json" with { type: "json" }
import serviceCurrencyNames from "./serviceCurrencyNames.fil.json" with { type: "json" }
import serviceUseStateLabels from "./serviceUseStateLabels.fil.json" with { type: "json" }
import ticketCategoryNames from "./ticketCategoryNames.fil.json" with { type: "json" }
import ticketMessages from "./ticketMessages.fil.json" with { type: "json" }
import ticketStatusNames from "./ticketStatusNames.fil.json" with { type: "json" }
import passwordRuleMessages from "./validation/passwordRuleMessages.fil.json" with { type: "json" }
import validationMessages from "./validation/validationMessages.fil.json" with { type: "json" }
import voteMessages from "./voteMessages.fil.json" with { type: "json" }

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
