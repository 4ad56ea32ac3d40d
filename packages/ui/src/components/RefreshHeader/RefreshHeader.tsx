import type { ReactNode } from "react"
import { Button } from "../Button/Button.tsx"
import * as styles from "./RefreshHeader.css.ts"

export interface RefreshHeaderProps {
  /** The page's heading. */
  readonly children: ReactNode
  /**
   * Called when the player presses the refresh button, to load the page's content afresh. Without it, no
   * button shows.
   */
  readonly onRefresh?: (() => void) | undefined
  /** The button's text, naming what is refreshed ("Refresh news"). */
  readonly refreshLabel: string
  /** While the content reloads: the button shows it is busy and cannot be pressed again. */
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
