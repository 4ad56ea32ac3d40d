import { Effect } from "effect"
import { insertNew, type SeedClock } from "../context.ts"
import { demoCoupons, demoReferralCodes, expiredDemoCoupons } from "../coupons.ts"

export const seedCoupons = Effect.fn("DemoSeed.coupons")(function* (clock: SeedClock) {
  yield* insertNew(
    "referral_codes",
    demoReferralCodes.map(({ code, streamer }) => ({ code, streamer_name: streamer })),
  )
  const coupon = (batch: string, expiresAt: Date | null) => (entry: (typeof demoCoupons)[number]) => ({
    code: entry.code,
    rcoin_value: entry.rcoin,
    milleage_value: entry.milleage,
    batch,
    expires_at: expiresAt,
    created_at: clock.hoursAgo(24 * 30),
  })
  yield* insertNew("coupons", demoCoupons.map(coupon("demo", null)))
  yield* insertNew("coupons", expiredDemoCoupons.map(coupon("demo-expired", clock.hoursAgo(24 * 7))))
})
