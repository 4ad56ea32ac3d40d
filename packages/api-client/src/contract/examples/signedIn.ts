/** The example answer of a login that opens a session, in one step or after the second. */
export const archerKimSignedIn = {
  data: {
    user: {
      UserNum: 1042,
      UserID: "ArcherKim",
      NameFirst: "Kim",
      NameLast: "Santos",
      UserEmail: "kim@example.com",
      PhoneNumber: null,
      UserSQ: 2,
      UserPoint: 1250.5,
      UserPoint2: 300,
      UserType: 1,
      email_verified_at: null,
      characters: [{ ChaName: "SwiftArrow", ChaLevel: 187 }],
    },
    token: "9f1c2e7a4b8d4e0f9a6b3c5d7e8f1a2b",
    message: "Login successful.",
    status: 1,
  },
}
