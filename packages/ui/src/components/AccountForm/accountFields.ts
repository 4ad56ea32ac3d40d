import { maxLengths } from "@gatehouse/domain"
import type { TextFieldProps } from "../TextField/TextField.tsx"

/** How a text field of an account form looks and fills in: everything but its name and state. */
export type AccountFieldLook = Pick<TextFieldProps, "label" | "type" | "autoComplete" | "maxLength">

/**
 * The text fields the account forms share (register, find ID and password, change and reset password,
 * account details), each with the browser's autofill hint and the spec's maximum length (§5).
 */
export const accountFields = {
  userId: { label: "User ID", autoComplete: "username", maxLength: maxLengths.userId },
  email: { label: "E-mail", type: "email", autoComplete: "email", maxLength: maxLengths.email },
  firstName: { label: "First Name", autoComplete: "given-name", maxLength: maxLengths.firstName },
  lastName: { label: "Last Name", autoComplete: "family-name", maxLength: maxLengths.lastName },
  currentPassword: {
    label: "Current Password",
    type: "password",
    autoComplete: "current-password",
    maxLength: maxLengths.password,
  },
  newPassword: {
    label: "New Password",
    type: "password",
    autoComplete: "new-password",
    maxLength: maxLengths.password,
  },
  retypeNewPassword: {
    label: "Retype New Password",
    type: "password",
    autoComplete: "new-password",
    maxLength: maxLengths.password,
  },
} as const satisfies Record<string, AccountFieldLook>
