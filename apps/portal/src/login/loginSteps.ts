import type { LoginStep } from "./logIn.ts"
import { storePerPortal, type ValueStore } from "./valueStore.ts"

/** The login's step, shared by every login form of one running portal. */
export type LoginStepStore = ValueStore<LoginStep>

/**
 * The step of the login under way in this portal. It outlives the form that started it, so a code
 * asked for after the password is still asked for when the player has moved to another page.
 */
export const loginStepsOf: (services: object) => LoginStepStore = storePerPortal<LoginStep>(() => ({
  _tag: "Done",
}))
