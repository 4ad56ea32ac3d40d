/** Every sentence two-step sign-in answers with; the portal shows them as they are. */
export const secondFactorMessages = {
  codeNeeded: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  codeWrong: "That code is not right. Check that your phone's clock is correct and try again.",
  loginExpired: "Your sign-in took too long. Please log in again.",
  setupStarted: "Add this account to your authenticator app, then enter the code it shows.",
  alreadyOn: "Two-step sign-in is already on.",
  notStarted: "Start setting up two-step sign-in first.",
  turnedOn: "Two-step sign-in is on. Keep your recovery codes somewhere safe: each one works once.",
  turnedOff: "Two-step sign-in is off.",
  notOn: "Two-step sign-in is not on.",
  proofWrong: "Enter your password or a current code from your authenticator app.",
  staffMustKeep: "Staff accounts must keep two-step sign-in on.",
  staffMustEnrol: "Turn on two-step sign-in in My Account before using the staff console.",
} as const
