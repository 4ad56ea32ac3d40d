import { maxLengths } from "@gatehouse/domain"
import { useMessages } from "../../i18n/Messages.tsx"
import type { TextFieldProps } from "../TextField/TextField.tsx"
import english from "./accountFields.en.json"

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

/**
 * The same fields with their labels in the chosen language (`accountFields` keeps the English ones for
 * code that reads them outside a component).
 */
export const useAccountFields = () => {
  const t = useMessages(english)
  return {
    userId: { ...accountFields.userId, label: t("accountFields.userId") },
    email: { ...accountFields.email, label: t("accountFields.email") },
    firstName: { ...accountFields.firstName, label: t("accountFields.firstName") },
    lastName: { ...accountFields.lastName, label: t("accountFields.lastName") },
    currentPassword: { ...accountFields.currentPassword, label: t("accountFields.currentPassword") },
    newPassword: { ...accountFields.newPassword, label: t("accountFields.newPassword") },
    retypeNewPassword: { ...accountFields.retypeNewPassword, label: t("accountFields.retypeNewPassword") },
  } as const satisfies Record<keyof typeof accountFields, AccountFieldLook>
}

/** The account fields in the chosen language (`useAccountFields`). */
export type AccountFields = ReturnType<typeof useAccountFields>
