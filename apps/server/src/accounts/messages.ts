import { passwordRuleMessages } from "@gatehouse/domain"

/**
 * Every sentence the account calls answer with. The spec shows none of them, so they are ours; the
 * portal shows them as they are, and tests import them instead of repeating the text.
 */
export const accountMessages = {
  loginSucceeded: "Login successful.",
  loginFailed: "Invalid User ID or Password.",
  loginBlocked: "This account has been blocked from logging in. Please contact support.",
  loggedOut: "You have been logged out.",
  registered: "Registration successful! You can now log in.",
  registrationRejected: "Please correct the following and try again.",
  userIdTaken: "That User ID is already taken. Please choose another.",
  emailTaken: "That e-mail address is already registered. Use Find Account to recover your User ID.",
  notYourAccount: "You can only view or change your own account.",
  detailsRejected: "Please correct the following and try again.",
  detailsUpdated: "Your account details have been saved. Please log in again.",
  currentPasswordWrong: "Current Password is incorrect.",
  passwordChanged: "Your password has been changed. Please log in again with your new password.",
  secretAnswerFirst: "Please answer your secret question before changing your password.",
  passwordCorrect: "Password is correct.",
  secretAnswerCorrect: "Secret answer is correct.",
  findIdSent: "If an account uses that e-mail address, we have sent its User ID there.",
  findPasswordSent:
    "If the User ID and e-mail address belong to the same account, we have sent a link there to reset the password. The link works once, within 30 minutes.",
  resetLinkInvalid: "This password reset link is invalid, already used or expired. Please request a new one.",
  passwordReset: "Your password has been reset. You can now log in with your new password.",
  ipRequested: "Your IP address has been submitted for whitelisting.",
  ipAlreadyWhitelisted: "Your IP address is already whitelisted.",
  ipAlreadyRequested: "Your IP address is already waiting for approval.",
  staffOnly: "Only staff can see this page.",
} as const

/** Messages for single fields the server checks beyond the client rules (spec §5). */
export const fieldMessages = {
  userIdTooLong: "User ID may be at most 20 characters.",
  userIdCharacters: "User ID may only contain letters, numbers and underscores.",
  firstNameTooLong: "First name may be at most 30 characters.",
  lastNameTooLong: "Last name may be at most 30 characters.",
  passwordTooLong: passwordRuleMessages.tooLong,
  passwordTooShort: passwordRuleMessages.tooShort,
  passwordTooCommon: passwordRuleMessages.tooCommon,
  passwordsDoNotMatch: "Password and Confirm - Password do not match.",
  emailTooLong: "Email may be at most 60 characters.",
  secretQuestionRequired: "Please choose a secret question.",
  secretAnswerRequired: "Secret answer is required.",
  secretAnswerTooLong: "Secret answer may be at most 30 characters.",
  genderRequired: "Please choose Male or Female.",
  countryRequired: "Please choose a country from the list.",
  termsRequired: "You must agree to the terms and conditions.",
  phoneInvalid: "Phone number may only contain digits, spaces, +, - and parentheses (at most 30).",
  secondPasswordTooLong: "Second password may be at most 20 characters.",
} as const
