/** One alert as the player reads it: spec §8 titles ('ERROR!', 'Success!', 'SUCCESS!!', 'Notice'). */
export interface DialogMessage {
  readonly title: string
  readonly message: string
}

export interface QueuedDialog extends DialogMessage {
  readonly id: number
}

export interface DialogQueue {
  /** Queues an alert; resolves once the player has closed it, so callers can continue "after the alert". */
  readonly show: (dialog: DialogMessage) => Promise<void>
  /** The alert on screen now, or null; the same object until it changes. */
  readonly getCurrent: () => QueuedDialog | null
  readonly subscribe: (listener: () => void) => () => void
  /** Closes the alert on screen and brings up the next one. */
  readonly closeCurrent: () => void
}

/**
 * Alerts one at a time, in the order they were raised. The product used the browser's blocking
 * alert, so a second alert only appeared after the first was dismissed; the queue keeps that order
 * without blocking the page.
 */
export const makeDialogQueue = (): DialogQueue => {
  const pending: Array<{ readonly dialog: QueuedDialog; readonly closed: () => void }> = []
  const listeners = new Set<() => void>()
  let nextId = 1

  const notify = () => {
    for (const listener of listeners) listener()
  }

  return {
    show: (dialog) =>
      new Promise<void>((resolve) => {
        pending.push({ dialog: { ...dialog, id: nextId++ }, closed: resolve })
        if (pending.length === 1) notify()
      }),
    getCurrent: () => pending[0]?.dialog ?? null,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    closeCurrent: () => {
      const closing = pending.shift()
      if (closing === undefined) return
      notify()
      closing.closed()
    },
  }
}
