import { BrandMark } from "../../art/BrandMark/BrandMark.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { ManilaClock } from "../ManilaClock/ManilaClock.tsx"
import * as styles from "./Header.css.ts"

export interface HeaderProps {
  readonly siteName: string
  readonly now?: Date
}

/** The frame's header: the brand (a link home) and the live Manila clock. */
export const Header = ({ siteName, now }: HeaderProps) => (
  <header className={styles.root}>
    <RouterLink href="/" className={styles.brand}>
      <BrandMark />
      <span className={styles.siteName}>{siteName}</span>
    </RouterLink>
    <ManilaClock now={now} />
  </header>
)
