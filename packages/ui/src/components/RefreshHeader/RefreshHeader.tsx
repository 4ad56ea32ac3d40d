import type { ReactNode } from "react"
import { Button } from "../Button/Button.tsx"
import * as styles from "./RefreshHeader.css.ts"

export interface RefreshHeaderProps {
  /** The page's heading. */
  readonly children: ReactNode
  /** Spec §4 Caches: clears the cached content and fetches it again. Without it, no button shows. */
  readonly onRefresh?: (() => void) | undefined
  /** The button's text, naming what is refreshed ("Refresh news"). */
  readonly refreshLabel: string
  /** True while the refetch runs, so a second press does not start another. */
  readonly isRefreshing?: boolean
}

/** A page heading with the refresh action of cached content beside it. */
export const RefreshHeader = ({
  children,
  onRefresh,
  refreshLabel,
  isRefreshing = false,
}: RefreshHeaderProps) => (
  <div className={styles.root}>
    {children}
    {onRefresh !== undefined && (
      <Button tone="quiet" onPress={onRefresh} isDisabled={isRefreshing}>
        {refreshLabel}
      </Button>
    )}
  </div>
)
