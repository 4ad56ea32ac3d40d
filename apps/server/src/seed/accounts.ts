/**
 * The fixed demo accounts, listed in docs/demo.md. Passwords and answers are published on purpose:
 * this data only exists on demo databases.
 */
export interface DemoAccount {
  readonly userId: string
  readonly password: string
  readonly email: string
  readonly nameFirst: string
  readonly nameLast: string
  readonly secretQuestion: number
  readonly secretAnswer: string
  readonly userType: number
  readonly gender: "Male" | "Female"
  readonly country: string
}

/** A player with balances, characters, a cart and both histories. */
export const demoPlayer: DemoAccount = {
  userId: "demohero",
  password: "Hero#2024",
  email: "demohero@example.com",
  nameFirst: "Rowan",
  nameLast: "Vale",
  secretQuestion: 5,
  secretAnswer: "Biscuit",
  userType: 1,
  gender: "Male",
  country: "Philippines",
}

/** A staff account (user type 11): greeted at login, and never ranked. */
export const demoStaff: DemoAccount = {
  userId: "gatekeeper",
  password: "Keeper#2024",
  email: "gatekeeper@example.com",
  nameFirst: "Mira",
  nameLast: "Stone",
  secretQuestion: 1,
  secretAnswer: "Indigo",
  userType: 11,
  gender: "Female",
  country: "Philippines",
}

/** What the demo player starts with before the seeded purchases and redemptions. */
export const demoPlayerGrant = { rcoin: "5000.00", milleage: "2500.00" } as const

/** Owners of the ranked characters; they cannot log in (see seed/index.ts). */
export const backgroundAccountCount = 60
export const backgroundUserId = (index: number) => `wanderer${String(index + 1).padStart(2, "0")}`
