import type { ReactNode } from "react"
import { Notice } from "../../components/Notice/Notice.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import english from "./ConsoleListState.en.json"

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

export interface ConsoleLoadNoticeProps {
  /** The read under way, or the read that failed. */
  readonly status: "loading" | "failed"
  /** Why nothing shows after a failed read. */
  readonly failed: ReactNode
}

/**
 * What stands in place of a record or list not read yet: a calm "Loading..." announced when screen
 * readers are idle, or the failure in a red box (announced at once).
 */
export const ConsoleLoadNotice = ({ status, failed }: ConsoleLoadNoticeProps) => {
  const t = useMessages(english)
  return status === "loading" ? (
    <Notice tone="empty" announce="status">
      {t("ConsoleListState.loading")}
    </Notice>
  ) : (
    <Notice tone="danger">{failed}</Notice>
  )
}

/**
 * Where a console list stands, told the same way on every page: a calm "Loading..." announced when
 * screen readers are idle, a failure in a red box, a calm line when nothing matches, or the rows.
 * It adds no element of its own, so each page keeps its layout.
 */
export const ConsoleListState = <A,>({ list, isEmpty, failed, empty, children }: ConsoleListStateProps<A>) =>
  list.status !== "loaded" ? (
    <ConsoleLoadNotice status={list.status} failed={failed} />
  ) : isEmpty(list.value) ? (
    <Notice tone="empty">{empty}</Notice>
  ) : (
    children(list.value)
  )
