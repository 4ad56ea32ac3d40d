import { BrandMark } from "../../art/BrandMark/BrandMark.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { ServerClock } from "../ServerClock/ServerClock.tsx"
import * as styles from "./Header.css.ts"

export interface HeaderProps {
  readonly siteName: string
  readonly now?: Date
}

/** The frame's header: the brand (the site config's emblem and the name, a link home) and the live server clock. */
export const Header = ({ siteName, now }: HeaderProps) => {
  const { logo } = useSiteConfig()
  return (
    <header className={styles.root}>
      <RouterLink href="/" className={styles.brand}>
        {logo ?? <BrandMark />}
        <span className={styles.siteName}>{siteName}</span>
      </RouterLink>
      <ServerClock now={now} />
    </header>
  )
}
