/** The portal's timed reactions (spec §4, §9, and ours), in milliseconds, so screens and tests agree on them. */
export const delays = {
  /** After a 401 answer the session is cleared and the visitor sent to / this much later. */
  unauthorizedRedirectMs: 500,
  /** After a successful password change the user is logged out this much later. */
  logoutAfterPasswordChangeMs: 2000,
  /** After a successful registration the visitor goes to the home page this much later. */
  registrationRedirectMs: 1000,
  /** The find-account "Processing your request Please wait.." modal runs this long. */
  processingModalMs: 10_000,
  /**
   * A payment's page asks again this often while the payment is unsettled: each answer makes the
   * server ask the gateway, so this stays well above a gateway's own pace of a few seconds.
   */
  paymentRecheckMs: 5000,
} as const
