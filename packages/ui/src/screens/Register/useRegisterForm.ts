import {
  countries,
  type FieldErrors,
  type Gender,
  genders,
  isValid,
  type RegisterField,
  secretQuestions,
  validateRegister,
} from "@gatehouse/domain"
import { useState } from "react"

/** What the register form posts: the registration payload of spec §3, field for field. */
export interface RegisterValues {
  readonly userId: string
  readonly userFirstName: string
  readonly userLastName: string
  readonly userPassword: string
  readonly userPasswordConfirm: string
  readonly userEmail: string
  readonly secretQuestion: number
  readonly secretAnswer: string
  readonly gender: Gender
  readonly country: string
  readonly agreeTerms: boolean
}

/** A fresh form: the first secret question, the first gender and the first country (Philippines). */
export const emptyRegisterValues: RegisterValues = {
  userId: "",
  userFirstName: "",
  userLastName: "",
  userPassword: "",
  userPasswordConfirm: "",
  userEmail: "",
  secretQuestion: secretQuestions[0].id,
  secretAnswer: "",
  gender: genders[0],
  country: countries[0]?.name ?? "",
  agreeTerms: false,
}

/**
 * The register form's state (spec §4 Registration, §5 Register): errors set on each submit with the
 * domain's client rules, and `onRegister` called only when they pass. Everything else (matching
 * passwords, the secret answer, terms) is the server's to answer.
 */
export const useRegisterForm = (onRegister: (values: RegisterValues) => void) => {
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues)
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({})

  const set =
    <Key extends keyof RegisterValues>(key: Key) =>
    (value: RegisterValues[Key]) =>
      setValues((current) => ({ ...current, [key]: value }))

  const submit = () => {
    const found = validateRegister(values)
    setErrors(found)
    if (isValid(found))
      onRegister({ ...values, userId: values.userId.trim(), userEmail: values.userEmail.trim() })
  }

  return { values, set, errors, submit }
}
