/**
 * What the server answers a staff member who acts on an account standing at or above their own
 * (staff/StaffStanding.ts); the console shows the same sentence beside the actions it disables.
 */
export const standingMessages = {
  ownerProtected: (userId: string) =>
    `${userId} is the owner of this server: no other staff member may change the account. Nothing was changed.`,
  equalStanding: (userId: string) =>
    `${userId} is an administrator: only the owner may change an administrator's account. Nothing was changed.`,
  levelAboveStanding: "Only the owner may make administrators. Nothing was changed.",
} as const
