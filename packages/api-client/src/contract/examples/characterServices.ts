/** The example service's settings, as an administrator writes them. */
export const resetStatsSettings = {
  service: "resetStats",
  enabled: true,
  currency: "rcoin",
  price: 150,
  cooldownHours: 168,
}

/** The example service as players and staff see it on offer. */
export const resetStatsOffer = { ...resetStatsSettings, setUp: true }
