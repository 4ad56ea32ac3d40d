import {
  AdministratorAccess,
  CurrentStaff,
  EditorAccess,
  Forbidden,
  Unauthorized,
} from "@gatehouse/api-client/contract"
import {
  administratorsOnlyMessage,
  type StaffRole,
  staffMay,
  staffOnlyMessage,
  staffRoleOf,
} from "@gatehouse/domain"
import { Effect, Layer, Option, Redacted } from "effect"
import { SecondFactor } from "../accounts/SecondFactor.ts"
import { Sessions } from "../accounts/Sessions.ts"
import { sessionRequiredMessage } from "../http/middleware/authorization.ts"
import { answerRefusals } from "../http/refusals.ts"

/**
 * The staff check every staff call passes (ADR 0025): a valid session (401 without one), then a
 * user type whose level may do what the call needs (403 otherwise), and two-step sign-in on when
 * STAFF_SECOND_FACTOR asks for it (403 otherwise). The level is read from the
 * account on every call, so a demotion takes effect at once.
 */
const staffCheck = (needed: StaffRole) =>
  Effect.gen(function* () {
    const sessions = yield* Sessions
    const secondFactor = yield* SecondFactor
    return {
      bearer: <A, E, R>(
        httpEffect: Effect.Effect<A, E, R>,
        { credential }: { readonly credential: Redacted.Redacted<string> },
      ) =>
        Effect.gen(function* () {
          const user = yield* sessions.authenticate(Redacted.value(credential))
          if (Option.isNone(user)) return yield* new Unauthorized({ message: sessionRequiredMessage })
          const role = staffRoleOf(user.value.UserType)
          if (role === null) return yield* new Forbidden({ message: staffOnlyMessage })
          if (!staffMay(role, needed)) return yield* new Forbidden({ message: administratorsOnlyMessage })
          // With STAFF_SECOND_FACTOR, a password alone opens no staff call (ADR 0016, "Second factor").
          yield* answerRefusals(secondFactor.guardStaff(user.value.UserNum))
          return yield* Effect.provideService(httpEffect, CurrentStaff, { ...user.value, role })
        }),
    }
  })

export const EditorAccessLive = Layer.effect(EditorAccess, Effect.map(staffCheck("editor"), EditorAccess.of))

export const AdministratorAccessLive = Layer.effect(
  AdministratorAccess,
  Effect.map(staffCheck("administrator"), AdministratorAccess.of),
)

/** Both staff checks, for the handler groups of the console. */
export const staffAccessLayers = [EditorAccessLive, AdministratorAccessLive] as const
