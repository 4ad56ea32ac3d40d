import { maxLengths } from "./messages.ts"

/**
 * A new password's length rules. The spec (§5, §9) caps passwords at 20 characters because the
 * game's own password column holds no more; the minimum of 8 is ASVS level 2's. Whether a password
 * is among the most common ones is checked by the server only: the list is too large for a page.
 */
export const passwordLength = { min: 8, max: maxLengths.password } as const

/** The sentences a refused new password is answered with, in the spec's manner. */
export const passwordRuleMessages = {
  tooShort: `Password must be at least ${passwordLength.min} characters.`,
  tooLong: `Password may be at most ${passwordLength.max} characters.`,
  tooCommon: "Password is too common. Please choose another.",
} as const

/** The length rule a browser can check by itself; undefined when the length is fine or empty. */
export const passwordLengthError = (password: string) =>
  password.length === 0
    ? undefined
    : password.length < passwordLength.min
      ? passwordRuleMessages.tooShort
      : password.length > passwordLength.max
        ? passwordRuleMessages.tooLong
        : undefined
