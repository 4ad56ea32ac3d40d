/** The longest a task waits for the browser to be idle before it runs anyway. */
const idleDeadline = 2_000

/**
 * Runs `task` once the browser has nothing more urgent to do (no input to answer, no frame to draw),
 * or after `idleDeadline` at the latest; where the browser cannot tell (Safari), after a short pause.
 * Returns the way to cancel it, for an effect's cleanup.
 */
export const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: idleDeadline })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 200)
  return () => window.clearTimeout(handle)
}
