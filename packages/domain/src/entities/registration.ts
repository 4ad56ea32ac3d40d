// Apart from the player (account.ts), which every page's session holds: only the register form needs these.
import { Schema } from "effect"
import { PlainText } from "./plainText.ts"

export const genders = ["Male", "Female"] as const

/** Each gender's name as a player reads it, keyed by the value sent: other languages' catalogues say `genderNames.Female`. */
export const genderNames = Object.fromEntries(genders.map((gender) => [gender, gender])) as Readonly<
  Record<(typeof genders)[number], string>
>
export const Gender = Schema.Literals(genders)
export type Gender = typeof Gender.Type

/** Spec §3 Registration payload, exactly as the register form posts it. */
export class RegistrationPayload extends Schema.Class<RegistrationPayload>("RegistrationPayload")({
  userId: PlainText,
  userFirstName: PlainText,
  userLastName: PlainText,
  userPassword: PlainText,
  userPasswordConfirm: PlainText,
  userEmail: PlainText,
  secretQuestion: Schema.Union([Schema.Finite, PlainText]),
  secretAnswer: PlainText,
  gender: PlainText,
  country: PlainText,
  agreeTerms: Schema.Boolean,
}) {}

/** Spec §3 Secret questions, numbered 1 to 6. */
export const secretQuestions = [
  { id: 1, label: "What is your favorite color?" },
  { id: 2, label: "What is your hometown?" },
  { id: 3, label: "What is your favorite movie?" },
  { id: 4, label: "What is the name of your childhood friend?" },
  { id: 5, label: "What is your pet name?" },
  { id: 6, label: "Who is your favorite singer?" },
] as const

/** Each secret question's words by its number: other languages' catalogues say `secretQuestionLabels.3`. */
export const secretQuestionLabels = Object.fromEntries(
  secretQuestions.map((question) => [question.id, question.label]),
) as Readonly<Record<`${(typeof secretQuestions)[number]["id"]}`, string>>
