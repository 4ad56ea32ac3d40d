/** The example policy page, as players read it and staff write it. */
export const privacyPolicy = {
  slug: "privacy",
  title: "Privacy Policy",
  body: "We keep only what the game needs.\n\nWe never sell your data.",
  updatedAt: "2026-03-15T10:00:00.000Z",
}
