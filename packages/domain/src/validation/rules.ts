/**
 * The building blocks every form validator shares. A form's answer is a record keyed by field name
 * holding that field's single message; an empty record means the form may be submitted.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** True when a validator found nothing to complain about. */
export const isValid = (errors: FieldErrors<string>): boolean => Object.keys(errors).length === 0

/**
 * A required field counts as missing when it holds only spaces: a user who typed blanks has not
 * answered, and the server would reject it anyway.
 */
export const isBlank = (value: string | null | undefined): boolean => (value ?? "").trim() === ""

/**
 * The basic e-mail shape every form checks: something, an @, a domain with a dot, no spaces. The
 * server confirms real addresses by mail; this only catches typing slips.
 */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isEmailAddress = (value: string): boolean => emailPattern.test(value.trim())

/**
 * Checks an e-mail field: the form's own "required" message when blank, the shared pattern message
 * when malformed, nothing when fine.
 */
export const emailFieldError = (
  value: string | null | undefined,
  requiredMessage: string,
  invalidMessage: string,
): string | undefined => {
  if (isBlank(value)) return requiredMessage
  return isEmailAddress(value ?? "") ? undefined : invalidMessage
}

/** Builds a field-keyed record, leaving out fields whose check passed. */
export const collectErrors = <Field extends string>(
  checks: Record<Field, string | undefined>,
): FieldErrors<Field> => {
  const errors: FieldErrors<Field> = {}
  for (const field of Object.keys(checks) as Array<Field>) {
    const message = checks[field]
    if (message !== undefined) errors[field] = message
  }
  return errors
}

/** The message when the value is blank, otherwise nothing. */
export const requiredError = (value: string | null | undefined, message: string): string | undefined =>
  isBlank(value) ? message : undefined
