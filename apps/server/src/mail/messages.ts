/** The mails the server sends. Plain text: every mail client shows it the same. */

export const findUserIdMail = (userIds: ReadonlyArray<string>) => ({
  subject: "Your Gatehouse User ID",
  text: [
    "Hello,",
    "",
    userIds.length === 1
      ? "Someone asked for the User ID of the account registered with this e-mail address. It is:"
      : "Someone asked for the User IDs of the accounts registered with this e-mail address. They are:",
    "",
    ...userIds.map((userId) => `    ${userId}`),
    "",
    "If you did not ask, you can ignore this mail: nothing was changed.",
  ].join("\n"),
})

export const resetPasswordMail = (userId: string, link: string, minutes: number) => ({
  subject: "Reset your Gatehouse password",
  text: [
    `Hello ${userId},`,
    "",
    "Someone asked to reset the password of your account. To choose a new password, open this link:",
    "",
    `    ${link}`,
    "",
    `The link works once, within ${minutes} minutes.`,
    "If you did not ask, you can ignore this mail: your password stays as it is.",
  ].join("\n"),
})

/** A staff answer to a ticket filed without an account: the guest reads it here, having no Mailbox. */
export const guestTicketAnswerMail = (ticketCode: string, subject: string, answer: string) => ({
  subject: `Your Gatehouse ticket ${ticketCode}: ${subject}`.slice(0, 200),
  text: [
    "Hello,",
    "",
    `Our answer to your ticket ${ticketCode} ("${subject}"):`,
    "",
    answer,
    "",
    `If you still need help, submit a new ticket on the site and quote ${ticketCode}.`,
  ].join("\n"),
})
