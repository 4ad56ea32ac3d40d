import { CurrentUser, Forbidden, GatehouseApi, ValidationFailed } from "@gatehouse/api-client/contract"
import { adminUserType, validateFindId, validateFindPassword } from "@gatehouse/domain"
import { Effect, Option } from "effect"
import type { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Accounts } from "../accounts/Accounts.ts"
import { AccountThrottle } from "../accounts/AccountThrottle.ts"
import { IpWhitelist } from "../accounts/IpWhitelist.ts"
import { accountMessages } from "../accounts/messages.ts"
import { PasswordChangeGrants } from "../accounts/PasswordChangeGrants.ts"
import { Recovery } from "../accounts/Recovery.ts"
import {
  asFieldErrors,
  countryNamed,
  detailsErrors,
  hasErrors,
  newPasswordErrors,
  registrationErrors,
  secretQuestionNumber,
} from "../accounts/rules.ts"
import { Sessions } from "../accounts/Sessions.ts"
import { Mailer } from "../mail/Mailer.ts"
import { Passwords } from "../security/passwords.ts"
import { clientAddress } from "./clientAddress.ts"
import { refuseNulCharacters } from "./plainText.ts"

/** The bearer token of a signed-in call; the Authorization middleware has already checked it. */
const bearerToken = (request: HttpServerRequest.HttpServerRequest) =>
  (request.headers.authorization ?? "").replace(/^Bearer\s+/i, "").trim()

/**
 * The account named in a payload must be the signed-in one, whatever `UserNum` it carries: a
 * player can only ever read or change their own account.
 */
const ownAccount = (payload: { readonly UserNum: number; readonly UserID: string }) =>
  Effect.flatMap(Effect.service(CurrentUser), (current) =>
    payload.UserNum === current.UserNum &&
    payload.UserID.trim().toLowerCase() === current.UserID.toLowerCase()
      ? Effect.succeed(current)
      : Effect.fail(new Forbidden({ message: accountMessages.notYourAccount })),
  )

const rejected = (message: string, errors: Parameters<typeof hasErrors>[0]) =>
  new ValidationFailed({ message, errors })

/**
 * Login, registration, recovery and the account page. Every check of a secret is throttled per
 * account on top of the per-address limits, and a call changes nothing unless all its checks pass.
 */
export const accountsHandlers = (trustedProxies: number) =>
  HttpApiBuilder.group(
    GatehouseApi,
    "accounts",
    Effect.fn(function* (handlers) {
      const accounts = yield* Accounts
      const sessions = yield* Sessions
      const passwords = yield* Passwords
      const throttle = yield* AccountThrottle
      const recovery = yield* Recovery
      const whitelist = yield* IpWhitelist
      const grants = yield* PasswordChangeGrants
      const mailer = yield* Mailer
      // Checked when no account matches, so a wrong user ID takes as long as a wrong password.
      const decoyHash = yield* passwords.hash("decoy password nobody has")

      /** A secret check counted per account: 429 once it has failed too often lately. */
      const checkSecret = <E, R>(check: string, account: string, verify: Effect.Effect<boolean, E, R>) =>
        Effect.gen(function* () {
          yield* throttle.guard(check, account)
          const correct = yield* verify
          if (!correct) yield* throttle.recordFailure(check, account)
          return correct
        })

      const passwordOf = (userNum: number, password: string) =>
        Effect.flatMap(accounts.credentials(userNum), (found) =>
          Option.match(found, {
            onNone: () => Effect.succeed(false),
            onSome: ({ passwordHash }) => passwords.verify(password, passwordHash),
          }),
        )

      return handlers
        .handle("processLogin", ({ payload, request }) =>
          Effect.gen(function* () {
            yield* refuseNulCharacters(payload)
            const found = yield* accounts.credentialsByUserId(payload.UserID)
            const correct = yield* checkSecret(
              "login",
              payload.UserID,
              passwords.verify(
                payload.UserPass,
                Option.match(found, { onNone: () => decoyHash, onSome: (account) => account.passwordHash }),
              ),
            )
            if (!correct || Option.isNone(found)) {
              return yield* new ValidationFailed({ message: accountMessages.loginFailed })
            }
            const ip = clientAddress(request, trustedProxies)
            const userNum = found.value.userNum
            const token = yield* sessions.issue(userNum, { ip, userAgent: request.headers["user-agent"] })
            yield* accounts.recordLogin(userNum, ip)
            const user = yield* accounts.profile(userNum)
            return {
              data: { user, token, message: accountMessages.loginSucceeded, status: user.UserType ?? 0 },
            }
          }),
        )
        .handle("logout", ({ request }) =>
          Effect.as(sessions.revoke(bearerToken(request)), { message: accountMessages.loggedOut }),
        )
        .handle("register", ({ payload }) =>
          Effect.gen(function* () {
            yield* refuseNulCharacters(payload)
            const errors = registrationErrors(payload)
            const secretQuestion = secretQuestionNumber(payload.secretQuestion)
            const country = countryNamed(payload.country)
            if (hasErrors(errors) || secretQuestion === undefined || country === undefined) {
              return yield* rejected(accountMessages.registrationRejected, errors)
            }
            yield* accounts.register({
              userId: payload.userId,
              email: payload.userEmail,
              password: payload.userPassword,
              nameFirst: payload.userFirstName,
              nameLast: payload.userLastName,
              secretQuestion,
              secretAnswer: payload.secretAnswer,
              gender: payload.gender,
              country: country.name,
            })
            return { message: accountMessages.registered, status: 1 }
          }),
        )
        .handle("updateUserDetails", ({ payload }) =>
          Effect.gen(function* () {
            yield* refuseNulCharacters(payload)
            const current = yield* ownAccount(payload)
            const errors = detailsErrors(payload)
            if (hasErrors(errors)) return yield* rejected(accountMessages.detailsRejected, errors)
            const confirmed = yield* checkSecret(
              "password",
              current.UserID,
              passwordOf(current.UserNum, payload.UserPass),
            )
            if (!confirmed) {
              return yield* rejected(accountMessages.currentPasswordWrong, {
                UserPass: [accountMessages.currentPasswordWrong],
              })
            }
            yield* accounts.updateDetails(current.UserNum, {
              email: payload.UserEmail,
              nameFirst: payload.NameFirst,
              nameLast: payload.NameLast,
              phoneNumber: payload.PhoneNumber,
              secondPassword: payload.UserPass2,
            })
            return { message: accountMessages.detailsUpdated }
          }),
        )
        .handle("updatePassword", ({ payload, request }) =>
          Effect.gen(function* () {
            yield* refuseNulCharacters(payload)
            const current = yield* ownAccount(payload)
            const errors = newPasswordErrors("NewUserPass", payload.NewUserPass)
            if (hasErrors(errors)) return yield* rejected(errors.NewUserPass?.[0] ?? "", errors)
            const confirmed = yield* checkSecret(
              "password",
              current.UserID,
              passwordOf(current.UserNum, payload.UserPass),
            )
            if (!confirmed) {
              return yield* rejected(accountMessages.currentPasswordWrong, {
                UserPass: [accountMessages.currentPasswordWrong],
              })
            }
            const token = bearerToken(request)
            if (!(yield* grants.claim(token, current.UserNum))) {
              return yield* new ValidationFailed({ message: accountMessages.secretAnswerFirst })
            }
            yield* accounts.setPassword(current.UserNum, payload.NewUserPass)
            // Other devices are signed out; this one logs out itself after showing the message.
            yield* sessions.revokeAllOf(current.UserNum, token)
            return { message: accountMessages.passwordChanged }
          }),
        )
        .handle("validateSecretAnswer", ({ payload, request }) =>
          Effect.gen(function* () {
            yield* refuseNulCharacters(payload)
            const current = yield* ownAccount(payload)
            const stored = Option.flatMapNullishOr(
              yield* accounts.credentials(current.UserNum),
              (account) => account.secretAnswerHash,
            )
            const correct = yield* checkSecret(
              "secretAnswer",
              current.UserID,
              Option.match(stored, {
                onNone: () => Effect.succeed(false),
                onSome: (hash) => passwords.verifySecretAnswer(payload.secretAnswer, hash),
              }),
            )
            if (!correct) return { message: null }
            yield* grants.grant(bearerToken(request), current.UserNum)
            return { message: accountMessages.secretAnswerCorrect }
          }),
        )
        .handle("validatePassword", ({ payload }) =>
          Effect.gen(function* () {
            yield* refuseNulCharacters(payload)
            const current = yield* ownAccount(payload)
            const correct = yield* checkSecret(
              "password",
              current.UserID,
              passwordOf(current.UserNum, payload.UserPass),
            )
            return { message: correct ? accountMessages.passwordCorrect : null }
          }),
        )
        .handle("findUserId", ({ payload }) =>
          Effect.gen(function* () {
            yield* refuseNulCharacters(payload)
            const errors = asFieldErrors(validateFindId(payload))
            if (hasErrors(errors)) return yield* rejected(errors.findIDEmail?.[0] ?? "", errors)
            // Every request counts against the address asked about: whether it matched stays secret.
            yield* throttle.guard("findUserId", payload.findIDEmail)
            yield* throttle.recordFailure("findUserId", payload.findIDEmail)
            yield* recovery.mailUserIds(payload.findIDEmail)
            return { message: accountMessages.findIdSent }
          }),
        )
        .handle("findPassword", ({ payload }) =>
          Effect.gen(function* () {
            yield* refuseNulCharacters(payload)
            const errors = asFieldErrors(validateFindPassword(payload))
            if (hasErrors(errors)) {
              return yield* rejected(Object.values(errors)[0]?.[0] ?? "", errors)
            }
            yield* throttle.guard("findPassword", payload.findPWID)
            yield* throttle.recordFailure("findPassword", payload.findPWID)
            yield* recovery.mailResetLink(payload.findPWID, payload.findPWEmail)
            return { message: accountMessages.findPasswordSent }
          }),
        )
        .handle("whitelistUserIp", ({ request }) =>
          Effect.gen(function* () {
            const current = yield* CurrentUser
            yield* whitelist.request(current.UserNum, clientAddress(request, trustedProxies))
            return { message: accountMessages.ipRequested }
          }),
        )
        .handle("getUserIp", ({ request }) =>
          Effect.gen(function* () {
            const current = yield* CurrentUser
            const useripdata = yield* whitelist.connectionInfo(
              current.UserNum,
              clientAddress(request, trustedProxies),
            )
            return { useripdata }
          }),
        )
        .handle("resetPassword", ({ payload }) =>
          Effect.gen(function* () {
            yield* refuseNulCharacters(payload)
            const errors = newPasswordErrors("NewUserPass", payload.NewUserPass)
            if (hasErrors(errors)) return yield* rejected(errors.NewUserPass?.[0] ?? "", errors)
            if (!(yield* recovery.resetPassword(payload.token, payload.NewUserPass))) {
              return yield* new ValidationFailed({ message: accountMessages.resetLinkInvalid })
            }
            return { message: accountMessages.passwordReset }
          }),
        )
        .handle("getMailOutbox", () =>
          Effect.gen(function* () {
            const current = yield* CurrentUser
            if (current.UserType < adminUserType) {
              return yield* new Forbidden({ message: accountMessages.staffOnly })
            }
            return { data: yield* mailer.outbox }
          }),
        )
    }),
  )
