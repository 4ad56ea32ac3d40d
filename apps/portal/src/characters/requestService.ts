import {
  type ApiFailure,
  actionErrorText,
  characterServiceEndpoints,
  isReportedByPolicy,
  type ServiceCharacter,
  type UseServiceAnswer,
  validationMessages,
} from "@gatehouse/api-client"
import type { ServiceOutcome, ServiceRequest } from "@gatehouse/ui"
import { Effect, Result } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { storeBalances } from "../economy/balances.ts"
import { characterServiceReads } from "./characterServicesQuery.ts"

/**
 * POST /characterservices/use, after the player confirmed it in the page's dialog. The answer's
 * balances go into the session at once (the header and sidebar follow), its character to the page
 * (`showCharacter`) while the page is read again for the cooldowns and the recent services. The
 * dialog tells the outcome itself, a refusal included, so no other dialog does.
 */
export const requestService = (
  services: Pick<PortalServices, "clientFor" | "session">,
  request: ServiceRequest,
  showCharacter: (character: ServiceCharacter) => void,
): ClientAction<UseServiceAnswer> => ({
  call: services
    .clientFor(characterServiceEndpoints)
    .useCharacterService(request)
    .pipe(
      Effect.tap((answer) =>
        Effect.sync(() => {
          storeBalances(services, answer)
          if (answer.character !== null) showCharacter(answer.character)
        }),
      ),
    ),
  changes: characterServiceReads,
  report: null,
})

/** A refusal in the server's words: its field messages when it sent some, else its error. */
const refusalText = (failure: ApiFailure): string => {
  const messages = validationMessages(failure)
  return messages.length > 0 ? messages.join("\n") : actionErrorText(failure)
}

/**
 * What the dialog tells of an answer. A failure the client already told the player about (no
 * answer at all, the session ended, too many requests) is not told twice.
 */
export const serviceOutcome = (answer: Result.Result<UseServiceAnswer, ApiFailure>): ServiceOutcome => {
  if (Result.isSuccess(answer)) return { status: "done", message: answer.success.message }
  if (isReportedByPolicy(answer.failure)) return { status: "unanswered" }
  return { status: "refused", message: refusalText(answer.failure) }
}
