import { storePerPortal } from "../login/valueStore.ts"

/** A player who has just registered and been logged in: who, and what the server said. */
export interface NewPlayer {
  readonly userId: string
  readonly message: string
}

/**
 * The welcome waiting for the player who has just registered, or null. Set by the registration, shown
 * by the logged-in player's frame on whatever page they are on (the move home comes 1 s later).
 */
export const newPlayerWelcomeOf = storePerPortal<NewPlayer | null>(() => null)
