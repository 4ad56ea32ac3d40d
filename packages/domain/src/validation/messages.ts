/**
 * Every client-side validation message of the product, word for word (spec §5). Screens and tests
 * import these instead of repeating the text.
 */
export const validationMessages = {
  usernameRequired: "Username is required.",
  passwordRequired: "Password is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Enter a valid email address.",
  confirmPasswordRequired: "Confirm - Password is required.",
  findIdEmailRequired: "Email Address is required to retrieve your UserID.",
  findPasswordEmailRequired: "Email Address is required to retrieve your Password.",
  findPasswordUserIdRequired: "User ID is required to retrieve your Password.",
  currentPasswordRequired: "Current Password is required.",
  newPasswordRequired: "New Password is required.",
  retypeNewPasswordRequired: "Retype New Password is required.",
  newPasswordMismatch: "New Password and Re-Enter Password Does not match!",
  secretAnswerIncorrect: "Secret Answer is incorrect. Please try again.",
  voucherCodeRequired: "Voucher Code is required.",
  loginToContinue: "Please Login to Continue!",
} as const

/** Input max lengths (spec §5 and §9), applied as the inputs' own limits and checked again by the server. */
export const maxLengths = {
  userId: 20,
  firstName: 30,
  lastName: 30,
  password: 20,
  email: 60,
} as const
