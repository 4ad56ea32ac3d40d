import type { FieldErrors } from "@gatehouse/api-client"
import {
  countries,
  countryOfCode,
  genders,
  isEmailAddress,
  maxLengths,
  passwordLengthError,
  passwordRuleMessages,
  secretQuestions,
  validateRegister,
  validationMessages,
} from "@gatehouse/domain"
import { isCommonPassword } from "../security/commonPasswords.ts"
import { fieldMessages } from "./messages.ts"

/**
 * The server's own checks of account input. The client rules (spec §5) come from the domain so both
 * sides say the same words; the rest (lengths, matching passwords, choices from the lists) are
 * checked only here, because the spec's client leaves them to the server.
 */

const maxSecretAnswerLength = 30
const maxPhoneLength = 30
const userIdPattern = /^[A-Za-z0-9_]+$/
const phonePattern = /^[0-9+\-() ]*$/

type Checks = Record<string, ReadonlyArray<string | false | undefined>>

/** Keeps the fields that have at least one message, in the order the form shows them. */
const collect = (checks: Checks): FieldErrors => {
  const errors: Record<string, Array<string>> = {}
  for (const [field, messages] of Object.entries(checks)) {
    const found = messages.filter((message): message is string => typeof message === "string")
    if (found.length > 0) errors[field] = found
  }
  return errors
}

const tooLong = (value: string, max: number, message: string) => value.length > max && message

/**
 * A new password's own rules, used by registration, password change and reset: the length the
 * domain states, then the common-password list (only worth asking once the length is right).
 */
const newPasswordChecks = (password: string) => {
  const length = passwordLengthError(password)
  if (length !== undefined) return [length]
  return [password.length > 0 && isCommonPassword(password) && passwordRuleMessages.tooCommon]
}

/** A country from the domain list, by name or ISO code; its name is what the account keeps. */
export const countryNamed = (value: string) => {
  const wanted = value.trim()
  return (
    countries.find((country) => country.name.toLowerCase() === wanted.toLowerCase()) ?? countryOfCode(wanted)
  )
}

/** The secret question number, whether the form sent it as a number or as text. */
export const secretQuestionNumber = (value: number | string) => {
  const number = typeof value === "number" ? value : Number(value.trim() === "" ? Number.NaN : value)
  return secretQuestions.some((question) => question.id === number) ? number : undefined
}

export interface RegistrationInput {
  readonly userId: string
  readonly userFirstName: string
  readonly userLastName: string
  readonly userPassword: string
  readonly userPasswordConfirm: string
  readonly userEmail: string
  readonly secretQuestion: number | string
  readonly secretAnswer: string
  readonly gender: string
  readonly country: string
  readonly agreeTerms: boolean
}

/** Every problem of a registration at once, keyed by the payload's field names. */
export const registrationErrors = (input: RegistrationInput): FieldErrors => {
  const client = validateRegister(input)
  const userId = input.userId.trim()
  return collect({
    userId: [
      client.userId,
      tooLong(userId, maxLengths.userId, fieldMessages.userIdTooLong),
      userId.length > 0 && !userIdPattern.test(userId) && fieldMessages.userIdCharacters,
    ],
    userFirstName: [
      tooLong(input.userFirstName.trim(), maxLengths.firstName, fieldMessages.firstNameTooLong),
    ],
    userLastName: [tooLong(input.userLastName.trim(), maxLengths.lastName, fieldMessages.lastNameTooLong)],
    userPassword: [client.userPassword, ...newPasswordChecks(input.userPassword)],
    userPasswordConfirm: [
      client.userPasswordConfirm,
      input.userPasswordConfirm.length > 0 &&
        input.userPassword !== input.userPasswordConfirm &&
        fieldMessages.passwordsDoNotMatch,
    ],
    userEmail: [
      client.userEmail,
      tooLong(input.userEmail.trim(), maxLengths.email, fieldMessages.emailTooLong),
    ],
    secretQuestion: [
      secretQuestionNumber(input.secretQuestion) === undefined && fieldMessages.secretQuestionRequired,
    ],
    secretAnswer: [
      input.secretAnswer.trim() === "" && fieldMessages.secretAnswerRequired,
      tooLong(input.secretAnswer.trim(), maxSecretAnswerLength, fieldMessages.secretAnswerTooLong),
    ],
    gender: [!(genders as ReadonlyArray<string>).includes(input.gender) && fieldMessages.genderRequired],
    country: [countryNamed(input.country) === undefined && fieldMessages.countryRequired],
    agreeTerms: [!input.agreeTerms && fieldMessages.termsRequired],
  })
}

export interface DetailsInput {
  readonly UserEmail: string
  readonly NameFirst: string
  readonly NameLast: string
  readonly PhoneNumber: string
  readonly UserPass2: string
}

/** The account page's editable fields, keyed by the payload's field names. */
export const detailsErrors = (input: DetailsInput): FieldErrors => {
  const email = input.UserEmail.trim()
  return collect({
    UserEmail: [
      email === "" && validationMessages.emailRequired,
      email !== "" && !isEmailAddress(email) && validationMessages.emailInvalid,
      tooLong(email, maxLengths.email, fieldMessages.emailTooLong),
    ],
    NameFirst: [tooLong(input.NameFirst.trim(), maxLengths.firstName, fieldMessages.firstNameTooLong)],
    NameLast: [tooLong(input.NameLast.trim(), maxLengths.lastName, fieldMessages.lastNameTooLong)],
    PhoneNumber: [
      (input.PhoneNumber.length > maxPhoneLength || !phonePattern.test(input.PhoneNumber)) &&
        fieldMessages.phoneInvalid,
    ],
    UserPass2: [tooLong(input.UserPass2, maxLengths.password, fieldMessages.secondPasswordTooLong)],
  })
}

/** A replacement password (change or reset), keyed by the given field name. */
export const newPasswordErrors = (field: string, password: string, confirm?: string): FieldErrors =>
  collect({
    [field]: [password === "" && validationMessages.newPasswordRequired, ...newPasswordChecks(password)],
    ...(confirm === undefined
      ? {}
      : {
          [`${field}Confirm`]: [
            confirm === "" && validationMessages.retypeNewPasswordRequired,
            confirm !== "" && confirm !== password && validationMessages.newPasswordMismatch,
          ],
        }),
  })

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0

/** The domain's one-message-per-field answer in the contract's shape (a list per field). */
export const asFieldErrors = (errors: Partial<Record<string, string>>): FieldErrors => {
  const listed: Record<string, Array<string>> = {}
  for (const [field, message] of Object.entries(errors)) {
    if (message !== undefined) listed[field] = [message]
  }
  return listed
}
