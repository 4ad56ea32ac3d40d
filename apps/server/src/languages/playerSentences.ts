import { invalidRequestMessage } from "@gatehouse/api-client/contract"
import {
  characterNameMessages,
  characterServiceMessages,
  domainFilipino,
  guestTicketMessages,
  type Language,
  moneyMessages,
  passwordRuleMessages,
  ticketMessages,
  tooManyRequestsMessage,
  validationMessages,
  voteMessages,
} from "@gatehouse/domain"
import accountsFil from "../accounts/messages.fil.json" with { type: "json" }
import { accountMessages, fieldMessages } from "../accounts/messages.ts"
import secondFactorFil from "../accounts/secondFactorMessages.fil.json" with { type: "json" }
import { secondFactorMessages } from "../accounts/secondFactorMessages.ts"
import cartFil from "../cart/Cart.fil.json" with { type: "json" }
import { cartMessages } from "../cart/Cart.ts"
import purchasesFil from "../cart/Purchases.fil.json" with { type: "json" }
import { purchaseMessages } from "../cart/Purchases.ts"
import couponsFil from "../coupons/Coupons.fil.json" with { type: "json" }
import { couponMessages } from "../coupons/Coupons.ts"
import gameLinkFil from "../gamelink/messages.fil.json" with { type: "json" }
import { gameLinkMessages } from "../gamelink/messages.ts"
import { internalErrorMessage } from "../http/apiErrors.ts"
import { bodyTooLargeMessage } from "../http/bodyLimit.ts"
import { stoppingAnswer } from "../http/draining.ts"
import { sessionRequiredMessage } from "../http/middleware/authorization.ts"
import { keyReusedMessage } from "../ledger/Idempotency.ts"
import { balanceCeilingMessage } from "../ledger/Ledger.ts"
import { busyMessage } from "../observability/requests.ts"
import paymentsFil from "../payments/Payments.fil.json" with { type: "json" }
import { paymentMessages } from "../payments/Payments.ts"
import ticketsFil from "../support/Tickets.fil.json" with { type: "json" }
import { ticketAnswers } from "../support/Tickets.ts"
import domainFil from "./domain.fil.json" with { type: "json" }
import { sentenceBook } from "./sentenceBook.ts"
import answersFil from "./serverAnswers.fil.json" with { type: "json" }

/**
 * The sentences of the HTTP layer itself (limits, sign-in, the server's own trouble), each written
 * where it is used and named here once.
 */
const serverAnswers = {
  tooManyRequests: tooManyRequestsMessage,
  sessionRequired: sessionRequiredMessage,
  internalError: internalErrorMessage,
  busy: busyMessage,
  restarting: stoppingAnswer.message,
  invalidRequest: invalidRequestMessage,
  bodyTooLarge: bodyTooLargeMessage,
  keyReused: keyReusedMessage,
  balanceCeiling: balanceCeilingMessage,
} as const

/** The domain's tables a player can get back from the server. */
const domainTables = {
  moneyMessages,
  passwordRuleMessages,
  validationMessages,
  ticketMessages,
  guestTicketMessages,
  voteMessages,
  characterServiceMessages,
  characterNameMessages,
}

/**
 * The domain's own Filipino of those tables, the same words the portal shows (it has more: page
 * names, labels); the server's `domain.fil.json` says what only the server answers (`moneyMessages`).
 */
const domainOwn = Object.fromEntries(
  Object.entries(domainFilipino).filter(([key]) =>
    Object.keys(domainTables).some((table) => key.startsWith(`${table}.`)),
  ),
)

/**
 * Every sentence a player can get back from a player-facing call, by its table's name, and each
 * language's catalogue of them (`<table>.<name>` keys, ICU text). Staff calls answer in English,
 * like the console; e-mails are English too.
 */
export const playerSentences = sentenceBook<Exclude<Language, "en">>(
  // The domain's tables first: the server's tables repeat some of their sentences by reference.
  {
    ...domainTables,
    accountMessages,
    fieldMessages,
    secondFactorMessages,
    couponMessages,
    cartMessages,
    gameLinkMessages,
    purchaseMessages,
    paymentMessages,
    ticketAnswers,
    serverAnswers,
  },
  {
    fil: {
      ...accountsFil,
      ...secondFactorFil,
      ...couponsFil,
      ...cartFil,
      ...purchasesFil,
      ...gameLinkFil,
      ...paymentsFil,
      ...ticketsFil,
      ...answersFil,
      ...domainFil,
      ...domainOwn,
    },
  },
)
