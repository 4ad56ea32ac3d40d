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

/** The administrator (user type 20, ADR 0025): greeted at login, runs the whole console, never ranked. */
export const demoStaff: DemoAccount = {
  userId: "gatekeeper",
  password: "Keeper#2024",
  email: "gatekeeper@example.com",
  nameFirst: "Mira",
  nameLast: "Stone",
  secretQuestion: 1,
  secretAnswer: "Indigo",
  userType: 20,
  gender: "Female",
  country: "Philippines",
}

/** A content editor (user type 11): news, site content and tickets, but not money or players. */
export const demoEditor: DemoAccount = {
  userId: "scribe",
  password: "Scribe#2024",
  email: "scribe@example.com",
  nameFirst: "Ilse",
  nameLast: "Marsh",
  secretQuestion: 1,
  secretAnswer: "Teal",
  userType: 11,
  gender: "Female",
  country: "Philippines",
}

/** What the demo player starts with before the seeded purchases and redemptions. */
export const demoPlayerGrant = { rcoin: "5000.00", milleage: "2500.00" } as const

/** Owners of the ranked characters; they cannot log in (see seed/index.ts). */
export const backgroundAccountCount = 60
export const backgroundUserId = (index: number) => `wanderer${String(index + 1).padStart(2, "0")}`
