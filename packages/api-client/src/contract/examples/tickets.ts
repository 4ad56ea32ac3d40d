// The example ticket, as the player who wrote it and the staff who answer it see it.

/** The `id` path parameter of every call about one ticket. */
export const ticketIdParameter = { id: "The ticket's id." }

/** The example purchase the ticket is about, as the ticket form offers it. */
export const wingsPurchase = { ref: "9921", label: "Wings of Dawn × 1", at: "2026-05-21T14:02:00.000Z" }

/** The example ticket's link to that purchase. */
export const wingsPurchaseLink = { kind: "purchase", ...wingsPurchase }

/** The example ticket as the player sent it, before staff answered. */
export const missingWingsTicket = {
  id: 318,
  ticketCode: "T-2026-000318",
  category: "itemshop",
  subject: "Wings not in my item bank",
  status: "open",
  createdAt: "2026-05-21T15:00:00.000Z",
  updatedAt: "2026-05-21T15:00:00.000Z",
  unread: 0,
}

/** The player's message that opened the example ticket. */
export const missingWingsMessage = {
  id: 1,
  fromStaff: false,
  author: "ArcherKim",
  body: "I bought Wings of Dawn an hour ago and they are not in my item bank.",
  at: missingWingsTicket.createdAt,
}

/** Staff's answer to the example ticket. */
export const missingWingsAnswer = {
  id: 2,
  fromStaff: true,
  author: "GM Aria",
  body: "They are there now: please log in again.",
  at: "2026-05-21T16:20:00.000Z",
}
