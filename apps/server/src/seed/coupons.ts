/**
 * Fixed codes, listed in docs/demo.md. Codes are case-sensitive, so they are printed exactly as
 * stored: upper case, as the redeem form shows what is typed.
 */
export interface DemoCoupon {
  readonly code: string
  readonly rcoin: string
  readonly milleage: string
}

/** Unused and valid: anyone may redeem each of these once. */
export const demoCoupons: ReadonlyArray<DemoCoupon> = [
  { code: "GATE-7Q2M-K9XD", rcoin: "100.00", milleage: "0.00" },
  { code: "GATE-R4TN-8WLC", rcoin: "100.00", milleage: "0.00" },
  { code: "GATE-H2VB-5PZE", rcoin: "100.00", milleage: "0.00" },
  { code: "GATE-M8YK-3JQA", rcoin: "100.00", milleage: "0.00" },
  { code: "GATE-C6FD-2NXR", rcoin: "250.00", milleage: "0.00" },
  { code: "GATE-W9LS-4TBG", rcoin: "250.00", milleage: "0.00" },
  { code: "GATE-P3KE-7VMU", rcoin: "250.00", milleage: "0.00" },
  { code: "GATE-Z5AR-6HCY", rcoin: "250.00", milleage: "0.00" },
  { code: "GATE-D7NQ-9LFW", rcoin: "500.00", milleage: "0.00" },
  { code: "GATE-T2GJ-8XKP", rcoin: "500.00", milleage: "0.00" },
  { code: "GATE-B4UW-3RMD", rcoin: "500.00", milleage: "0.00" },
  { code: "GATE-Y8EC-5QNV", rcoin: "500.00", milleage: "0.00" },
  { code: "GATE-F6HX-2ZTL", rcoin: "1000.00", milleage: "0.00" },
  { code: "GATE-K3PM-7CWA", rcoin: "1000.00", milleage: "0.00" },
  { code: "GATE-N9RV-4DJE", rcoin: "1000.00", milleage: "0.00" },
  { code: "GATE-L5SB-6GYQ", rcoin: "1000.00", milleage: "0.00" },
  { code: "MILE-A2XK-9PRT", rcoin: "0.00", milleage: "150.00" },
  { code: "MILE-E7LW-3MBH", rcoin: "0.00", milleage: "150.00" },
  { code: "MILE-J4QD-8VNC", rcoin: "0.00", milleage: "300.00" },
  { code: "MILE-S6TF-2KYW", rcoin: "0.00", milleage: "300.00" },
  { code: "DUAL-U3HN-7ZQE", rcoin: "200.00", milleage: "50.00" },
  { code: "DUAL-V8CR-5LXA", rcoin: "200.00", milleage: "50.00" },
  { code: "DUAL-G2MY-6WDP", rcoin: "500.00", milleage: "125.00" },
  { code: "DUAL-Q9BK-4FJS", rcoin: "500.00", milleage: "125.00" },
]

/** Unused but past their expiry date: redeeming one must fail. */
export const expiredDemoCoupons: ReadonlyArray<DemoCoupon> = [
  { code: "OLD-2023-XMAS", rcoin: "300.00", milleage: "0.00" },
  { code: "OLD-2024-SUMMER", rcoin: "150.00", milleage: "0.00" },
]

/** Streamer referral codes accepted beside a coupon. */
export const demoReferralCodes: ReadonlyArray<{ readonly code: string; readonly streamer: string }> = [
  { code: "LUNA", streamer: "LunaPlays" },
  { code: "KITEBLADE", streamer: "Kiteblade" },
  { code: "TITO", streamer: "Tito Games" },
]

/** How many already-redeemed codes fill the demo player's top-up history (more than one page). */
export const demoPlayerRedemptions = 12
