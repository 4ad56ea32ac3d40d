import type { User } from "@gatehouse/domain"
import {
  administratorsOnlyMessage,
  adminUserType,
  staffMay,
  staffRoleOf,
  validateFindId,
  validateFindPassword,
} from "@gatehouse/domain"
import { Context, Effect, Layer, Option } from "effect"
import { type GameAccount, GameAccounts } from "../gamelink/GameAccounts.ts"
import { gameLinkMessages } from "../gamelink/messages.ts"
import { Mailer, type OutboxRow } from "../mail/Mailer.ts"
import { InputRefused, NotPermitted, type StateConflict, type TooManyGuesses } from "../refusals.ts"
import { HashingLaneOf } from "../security/HashingQueue.ts"
import { Passwords } from "../security/passwords.ts"
import { Accounts } from "./Accounts.ts"
import { AccountThrottle, type Guess } from "./AccountThrottle.ts"
import { countedLogin } from "./countedLogin.ts"
import { accountMessages } from "./messages.ts"
import { PasswordChangeGrants } from "./PasswordChangeGrants.ts"
import { Recovery } from "./Recovery.ts"
import {
  asFieldErrors,
  countryNamed,
  type DetailsInput,
  detailsErrors,
  hasErrors,
  newPasswordErrors,
  type RegistrationInput,
  registrationErrors,
  secretQuestionNumber,
} from "./rules.ts"
import { SecondFactor, type SecondStepNeeded } from "./SecondFactor.ts"
import { Sessions, type SessionUser } from "./Sessions.ts"

/** Where a call comes from: the client address (for throttling) and its browser. */
export interface Caller {
  readonly address: string
  readonly userAgent?: string | undefined
}

/** The signed-in caller: their session's user and token. */
export interface SignedIn extends Caller {
  readonly user: SessionUser
  readonly token: string
}

/** The account a payload names, which must be the signed-in one. */
export interface NamedAccount {
  readonly UserNum: number
  readonly UserID: string
}

const rejected = (message: string, errors?: Parameters<typeof hasErrors>[0]) =>
  new InputRefused(errors === undefined ? { message } : { message, errors })

const currentPasswordWrong = rejected(accountMessages.currentPasswordWrong, {
  UserPass: [accountMessages.currentPasswordWrong],
})

/**
 * The account use-cases behind the HTTP calls: login, registration, the account page, recovery.
 * Every check of a secret is throttled per account and address (AccountThrottle), and a call
 * changes nothing unless all its checks pass. Failures are refusals (refusals.ts).
 */
export class AccountService extends Context.Service<
  AccountService,
  {
    readonly login: (
      userId: string,
      password: string,
      caller: Caller,
    ) => Effect.Effect<
      { readonly user: User; readonly token: string },
      InputRefused | TooManyGuesses | SecondStepNeeded
    >
    readonly logout: (token: string) => Effect.Effect<void>
    readonly register: (
      input: RegistrationInput,
    ) => Effect.Effect<void, InputRefused | StateConflict | TooManyGuesses>
    readonly updateDetails: (
      caller: SignedIn,
      named: NamedAccount,
      input: DetailsInput & { readonly UserPass: string },
    ) => Effect.Effect<void, InputRefused | StateConflict | NotPermitted | TooManyGuesses>
    /**
     * Sets a new password after the current one and a secret-answer grant of this session. Every
     * other session of the account ends; this one stays so the portal can show the message and
     * log out by itself (spec §4: logout 2 s after the message).
     */
    readonly changePassword: (
      caller: SignedIn,
      named: NamedAccount,
      passwords: { readonly current: string; readonly next: string },
    ) => Effect.Effect<void, InputRefused | NotPermitted | TooManyGuesses>
    /** True when the answer is right; it then grants this session one password change. */
    readonly validateSecretAnswer: (
      caller: SignedIn,
      named: NamedAccount,
      answer: string,
    ) => Effect.Effect<boolean, NotPermitted | TooManyGuesses>
    readonly validatePassword: (
      caller: SignedIn,
      named: NamedAccount,
      password: string,
    ) => Effect.Effect<boolean, NotPermitted | TooManyGuesses>
    readonly findUserId: (email: string) => Effect.Effect<void, InputRefused | TooManyGuesses>
    readonly findPassword: (
      userId: string,
      email: string,
    ) => Effect.Effect<void, InputRefused | TooManyGuesses>
    /** Uses a mailed link: sets the password and ends every session of the account. */
    readonly resetPassword: (token: string, password: string) => Effect.Effect<void, InputRefused>
    readonly mailOutbox: (caller: SessionUser) => Effect.Effect<ReadonlyArray<OutboxRow>, NotPermitted>
  }
>()("gatehouse/server/AccountService") {
  static readonly layer = Layer.effect(
    AccountService,
    Effect.gen(function* () {
      const accounts = yield* Accounts
      const sessions = yield* Sessions
      const passwords = yield* Passwords
      const throttle = yield* AccountThrottle
      const recovery = yield* Recovery
      const grants = yield* PasswordChangeGrants
      const mailer = yield* Mailer
      const gameLink = yield* GameAccounts
      const secondFactor = yield* SecondFactor
      // Checked when no account matches, so a wrong user ID takes as long as a wrong password.
      const decoyHash = yield* passwords.hash("decoy password nobody has")

      /**
       * A secret check counted per account and address before any hashing: refused once it has
       * failed too often lately. Only a wrong answer keeps its count; a right one, or a check that
       * never finished (turned away, abandoned), gives it back. The owner's usual address waits in
       * the owner's lane for its hash.
       */
      const checkSecret = <E, R>(guess: Guess, verify: Effect.Effect<boolean, E, R>) =>
        Effect.gen(function* () {
          const reservation = yield* throttle.reserve(guess)
          return yield* verify.pipe(
            Effect.provideService(HashingLaneOf, reservation.familiar ? "owner" : "stranger"),
            Effect.onExit((exit) =>
              exit._tag === "Success" && !exit.value ? Effect.void : reservation.giveBack,
            ),
          )
        })

      const passwordOf = (userNum: number, password: string) =>
        Effect.flatMap(accounts.credentials(userNum), (found) =>
          Option.match(found, {
            onNone: () => Effect.succeed(false),
            onSome: ({ passwordHash }) => passwords.verify(password, passwordHash),
          }),
        )

      /** A player can only ever read or change their own account, whatever `UserNum` a payload carries. */
      const ownAccount = (caller: SignedIn, named: NamedAccount) =>
        named.UserNum === caller.user.UserNum &&
        named.UserID.trim().toLowerCase() === caller.user.UserID.toLowerCase()
          ? Effect.void
          : Effect.fail(new NotPermitted({ message: accountMessages.notYourAccount }))

      const signedInGuess = (caller: SignedIn, check: Guess["check"]): Guess => ({
        check,
        account: caller.user.UserID,
        userNum: caller.user.UserNum,
        address: caller.address,
      })

      /**
       * With the game link the game's account is the record: its password and its ban decide, and an
       * account that exists only in the game gets its portal side at this first login.
       */
      const loginWithGame = (account: GameAccount, password: string, caller: Caller) =>
        Effect.gen(function* () {
          const portal = yield* accounts.credentialsByUserId(account.userId)
          const correct = yield* checkSecret(
            {
              check: "login",
              account: account.userId,
              userNum: Option.getOrUndefined(Option.map(portal, (found) => found.userNum)),
              address: caller.address,
            },
            Effect.sync(() => gameLink.passwordMatches(account, password)),
          )
          if (!correct) return yield* rejected(accountMessages.loginFailed)
          // Told only to whoever knows the password, so a ban does not reveal that an account exists.
          if (account.banned) return yield* rejected(gameLinkMessages.banned)
          const userNum = yield* Option.match(portal, {
            onNone: () => accounts.registerFromGame(account, password),
            onSome: (found) =>
              Effect.gen(function* () {
                const linked = yield* gameLink.linkedGameUserNum(found.userNum)
                // A portal account made before the link, with the same user ID as a game account, may
                // be someone else's: it is joined to the game's only by whoever knows both passwords.
                if (Option.isNone(linked) && !(yield* passwords.verify(password, found.passwordHash))) {
                  return yield* rejected(accountMessages.loginFailed)
                }
                if (Option.isSome(linked) && linked.value !== account.gameUserNum) {
                  return yield* rejected(accountMessages.loginFailed)
                }
                yield* gameLink.adopt(found.userNum, account)
                // Changed in the game since: the portal's copy follows the game's.
                if (!(yield* passwords.verify(password, found.passwordHash))) {
                  yield* accounts.setPortalPassword(found.userNum, password)
                }
                return found.userNum
              }),
          })
          yield* secondFactor.passwordStepOnly(userNum)
          const token = yield* sessions.issue(userNum, { ip: caller.address, userAgent: caller.userAgent })
          yield* accounts.recordLogin(userNum, caller.address)
          return { user: yield* accounts.profile(userNum), token }
        })

      const login = Effect.fn("AccountService.login")(function* (
        userId: string,
        password: string,
        caller: Caller,
      ) {
        const inGame = yield* gameLink
          .findAccount(userId)
          .pipe(Effect.catchTag("GameUnavailable", (error) => rejected(error.message)))
        if (Option.isSome(inGame)) return yield* loginWithGame(inGame.value, password, caller)
        const found = yield* accounts.credentialsByUserId(userId)
        const correct = yield* checkSecret(
          {
            check: "login",
            account: userId,
            userNum: Option.getOrUndefined(Option.map(found, (account) => account.userNum)),
            address: caller.address,
          },
          passwords.verify(
            password,
            Option.match(found, { onNone: () => decoyHash, onSome: (account) => account.passwordHash }),
          ),
        )
        if (!correct || Option.isNone(found)) return yield* rejected(accountMessages.loginFailed)
        // Said only to whoever knows the password, so a block reveals nothing to a guesser.
        if (found.value.loginBlocked) return yield* rejected(accountMessages.loginBlocked)
        const userNum = found.value.userNum
        yield* secondFactor.passwordStepOnly(userNum)
        const token = yield* sessions.issue(userNum, { ip: caller.address, userAgent: caller.userAgent })
        yield* accounts.recordLogin(userNum, caller.address)
        return { user: yield* accounts.profile(userNum), token }
      }, countedLogin)

      const register = Effect.fn("AccountService.register")(function* (input: RegistrationInput) {
        const errors = registrationErrors(input)
        const secretQuestion = secretQuestionNumber(input.secretQuestion)
        const country = countryNamed(input.country)
        if (hasErrors(errors) || secretQuestion === undefined || country === undefined) {
          return yield* rejected(accountMessages.registrationRejected, errors)
        }
        // Before any hashing, and for the names asked about from every address together.
        yield* throttle.registration(input.userId, input.userEmail)
        yield* accounts
          .register({
            userId: input.userId,
            email: input.userEmail,
            password: input.userPassword,
            nameFirst: input.userFirstName,
            nameLast: input.userLastName,
            secretQuestion,
            secretAnswer: input.secretAnswer,
            gender: input.gender,
            country: country.name,
          })
          .pipe(Effect.catchTag("GameUnavailable", (error) => rejected(error.message)))
      })

      const updateDetails = Effect.fn("AccountService.updateDetails")(function* (
        caller: SignedIn,
        named: NamedAccount,
        input: DetailsInput & { readonly UserPass: string },
      ) {
        yield* ownAccount(caller, named)
        const errors = detailsErrors(input)
        if (hasErrors(errors)) return yield* rejected(accountMessages.detailsRejected, errors)
        const confirmed = yield* checkSecret(
          signedInGuess(caller, "password"),
          passwordOf(caller.user.UserNum, input.UserPass),
        )
        if (!confirmed) return yield* currentPasswordWrong
        yield* accounts.updateDetails(caller.user.UserNum, {
          email: input.UserEmail,
          nameFirst: input.NameFirst,
          nameLast: input.NameLast,
          phoneNumber: input.PhoneNumber,
          secondPassword: input.UserPass2,
        })
      })

      const changePassword = Effect.fn("AccountService.changePassword")(function* (
        caller: SignedIn,
        named: NamedAccount,
        change: { readonly current: string; readonly next: string },
      ) {
        yield* ownAccount(caller, named)
        const errors = newPasswordErrors("NewUserPass", change.next)
        if (hasErrors(errors)) return yield* rejected(errors.NewUserPass?.[0] ?? "", errors)
        const confirmed = yield* checkSecret(
          signedInGuess(caller, "password"),
          passwordOf(caller.user.UserNum, change.current),
        )
        if (!confirmed) return yield* currentPasswordWrong
        if (!(yield* grants.claim(caller.token, caller.user.UserNum))) {
          return yield* rejected(accountMessages.secretAnswerFirst)
        }
        // A signed-in owner's new password is hashed in the owner's lane, as its check was.
        yield* accounts
          .setPassword(caller.user.UserNum, change.next)
          .pipe(Effect.provideService(HashingLaneOf, "owner"))
        yield* sessions.revokeAllOf(caller.user.UserNum, caller.token)
      })

      const validateSecretAnswer = Effect.fn("AccountService.validateSecretAnswer")(function* (
        caller: SignedIn,
        named: NamedAccount,
        answer: string,
      ) {
        yield* ownAccount(caller, named)
        const stored = Option.flatMapNullishOr(
          yield* accounts.credentials(caller.user.UserNum),
          (account) => account.secretAnswerHash,
        )
        const correct = yield* checkSecret(
          signedInGuess(caller, "secretAnswer"),
          Option.match(stored, {
            onNone: () => Effect.succeed(false),
            onSome: (hash) => passwords.verifySecretAnswer(answer, hash),
          }),
        )
        if (correct) yield* grants.grant(caller.token, caller.user.UserNum)
        return correct
      })

      const validatePassword = Effect.fn("AccountService.validatePassword")(function* (
        caller: SignedIn,
        named: NamedAccount,
        password: string,
      ) {
        yield* ownAccount(caller, named)
        return yield* checkSecret(
          signedInGuess(caller, "password"),
          passwordOf(caller.user.UserNum, password),
        )
      })

      const findUserId = Effect.fn("AccountService.findUserId")(function* (email: string) {
        const errors = asFieldErrors(validateFindId({ findIDEmail: email }))
        if (hasErrors(errors)) return yield* rejected(errors.findIDEmail?.[0] ?? "", errors)
        // Every request counts against the address asked about: whether it matched stays secret.
        yield* throttle.recovery("findUserId", email)
        yield* recovery.mailUserIds(email)
      })

      const findPassword = Effect.fn("AccountService.findPassword")(function* (
        userId: string,
        email: string,
      ) {
        const errors = asFieldErrors(validateFindPassword({ findPWID: userId, findPWEmail: email }))
        if (hasErrors(errors)) return yield* rejected(Object.values(errors)[0]?.[0] ?? "", errors)
        yield* throttle.recovery("findPassword", userId)
        yield* recovery.mailResetLink(userId, email)
      })

      const resetPassword = Effect.fn("AccountService.resetPassword")(function* (
        token: string,
        password: string,
      ) {
        const errors = newPasswordErrors("NewUserPass", password)
        if (hasErrors(errors)) return yield* rejected(errors.NewUserPass?.[0] ?? "", errors)
        if (!(yield* recovery.resetPassword(token, password))) {
          return yield* rejected(accountMessages.resetLinkInvalid)
        }
      })

      const mailOutbox = Effect.fn("AccountService.mailOutbox")(function* (caller: SessionUser) {
        if (caller.UserType < adminUserType) {
          return yield* new NotPermitted({ message: accountMessages.staffOnly })
        }
        // Recovery mail names players' e-mail addresses and User IDs: administrators only.
        if (!staffMay(staffRoleOf(caller.UserType), "administrator")) {
          return yield* new NotPermitted({ message: administratorsOnlyMessage })
        }
        // Checked here rather than by the staff check, as this call sits with the accounts' calls.
        yield* secondFactor.guardStaff(caller.UserNum)
        return yield* mailer.outbox
      })

      return AccountService.of({
        login,
        logout: sessions.revoke,
        register,
        updateDetails,
        changePassword,
        validateSecretAnswer,
        validatePassword,
        findUserId,
        findPassword,
        resetPassword,
        mailOutbox,
      })
    }),
  )
}
