import { dictionary } from "@zxcvbn-ts/language-common"

/**
 * The most common passwords from leaked-password corpora (about 49,000), as the zxcvbn-ts project
 * ships them: inside the package, so the check needs no network. Built on first use; only the
 * server loads it, never the portal's bundle.
 */
let common: ReadonlySet<string> | undefined

/** Whether a new password is one attackers try first; case does not make it any rarer. */
export const isCommonPassword = (password: string) => {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()))
  return common.has(password.toLowerCase())
}
