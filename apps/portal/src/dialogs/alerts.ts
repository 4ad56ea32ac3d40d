import type { PolicyHandlers } from "@gatehouse/api-client"
import { Effect } from "effect"

/** An alert that resolves when the player closes it, as the browser's blocking alert did. */
export const alertOf = (
  handlers: Pick<PolicyHandlers, "alert">,
  title: string | undefined,
  text: string,
): Effect.Effect<void> => Effect.promise(async () => handlers.alert(title, text))

/**
 * Shows an alert without waiting for it to close: the spec's timed steps (home after 1 s, logout
 * after 2 s) run while the message is on screen.
 */
export const announce = (
  handlers: Pick<PolicyHandlers, "alert">,
  title: string | undefined,
  text: string,
): Effect.Effect<void> => Effect.sync(() => void handlers.alert(title, text))
