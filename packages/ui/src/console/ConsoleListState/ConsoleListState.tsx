import type { ReactNode } from "react"
import { Notice } from "../../components/Notice/Notice.tsx"
import type { LoadState } from "../../screens/loadable.ts"

export interface ConsoleListStateProps<A> {
  /** The list as read so far: loading, failed, or loaded. */
  readonly list: LoadState<A>
  /** Whether the loaded value has nothing to show (no rows on this page). */
  readonly isEmpty: (value: A) => boolean
  /** Why nothing shows after a failed read, e.g. "The tickets could not be read. Please try again." */
  readonly failed: ReactNode
  /** What stands where the rows would be when there are none. */
  readonly empty: ReactNode
  /** The rows (a table, its pager), drawn from the loaded value. */
  readonly children: (value: A) => ReactNode
}

/**
 * Where a console list stands, told the same way on every page: a calm "Loading..." announced when
 * screen readers are idle, a failure in a red box, a calm line when nothing matches, or the rows.
 * It adds no element of its own, so each page keeps its layout.
 */
export const ConsoleListState = <A,>({ list, isEmpty, failed, empty, children }: ConsoleListStateProps<A>) =>
  list.status === "loading" ? (
    <Notice tone="empty" announce="status">
      Loading...
    </Notice>
  ) : list.status === "failed" ? (
    <Notice tone="danger">{failed}</Notice>
  ) : isEmpty(list.value) ? (
    <Notice tone="empty">{empty}</Notice>
  ) : (
    children(list.value)
  )
