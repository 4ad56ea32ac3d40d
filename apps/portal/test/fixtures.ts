import { User } from "@gatehouse/domain"

/** A player as the login answer carries one. Test data only; the portal itself has no fixtures. */
export const playerUser = new User({
  UserNum: 42,
  UserID: "swordfish",
  UserEmail: "swordfish@example.com",
  UserPoint: 150,
  UserPoint2: 20,
})
