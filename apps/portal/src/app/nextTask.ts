/**
 * Resolves in a later task, so the browser can answer input and paint before what follows runs.
 * The Scheduler API's `yield` where the browser has it (it keeps this work ahead of other queued
 * tasks), a zero-delay timeout elsewhere.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}
