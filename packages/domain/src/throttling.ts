/** Spec §8: what a throttled player is told, by the server in its 429 answer and by the portal. */
export const tooManyRequestsMessage = "Too many Requests! try again later"
