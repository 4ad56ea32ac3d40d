import { type MemberSession, User } from "@gatehouse/domain"

// Test data only; the portal itself has no fixtures.

/** A player as the login answer carries one. */
export const playerUser = new User({
  UserNum: 42,
  UserID: "swordfish",
  UserEmail: "swordfish@example.com",
  UserPoint: 150,
  UserPoint2: 20,
})

/** The same player, logged in. */
export const playerSession: MemberSession = {
  _tag: "Member",
  token: "token-1",
  userType: 1,
  user: playerUser,
}

/** The login answer of spec §7 (`data.data`) for the given status. */
export const loginAnswer = (status: number, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { data: { user: playerUser, token: "token-1", message: "Login successful", status, ...extra } },
})
