import type { ReactNode } from "react"
import { BrandMark } from "../../art/BrandMark/BrandMark.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { ServerClock } from "../ServerClock/ServerClock.tsx"
import * as styles from "./Header.css.ts"

export interface HeaderProps {
  readonly siteName: string
  readonly now?: Date
  /**
   * The compact header's own parts on a phone (the frame gives its clock, account box and menu button):
   * with them the header folds below 1024 px into one sticky row of the brand and these parts, and the
   * full clock shows from 1024 px up only.
   */
  readonly phoneTools?: ReactNode
  /** Beside the clock from 1024 px up (the language picker); on a phone the menu sheet carries them. */
  readonly classicTools?: ReactNode
}

/**
 * The frame's header: the brand (the site config's emblem and the name, a link home) and the live server
 * clock; on a phone, given `phoneTools`, a compact row that stays at the top of the screen.
 */
export const Header = ({ siteName, now, phoneTools, classicTools }: HeaderProps) => {
  const { logo } = useSiteConfig()
  const isCompact = phoneTools !== undefined
  return (
    <header className={styles.root} data-compact={isCompact || undefined}>
      <RouterLink href="/" className={styles.brand}>
        {logo ?? <BrandMark />}
        <span className={styles.siteName}>{siteName}</span>
      </RouterLink>
      <div className={styles.clock}>
        <ServerClock now={now} />
      </div>
      {classicTools !== undefined && <div className={styles.classicTools}>{classicTools}</div>}
      {isCompact && <div className={styles.phoneTools}>{phoneTools}</div>}
    </header>
  )
}
