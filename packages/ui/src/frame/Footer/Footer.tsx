import { Icon } from "../../art/Icon/Icon.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import type { FrameVariant } from "../navigation.ts"
import * as styles from "./Footer.css.ts"
import { policyLinks } from "./footerLinks.ts"

export interface FooterProps {
  readonly variant: FrameVariant
  readonly siteName: string
  /** The year of the copyright line. */
  readonly year: number
}

/**
 * The footer of every page: the site config's art links drawn as medallions on a map road, the policy links (the two
 * without a page shown as unavailable) and the copyright line.
 */
export const Footer = ({ variant, siteName, year }: FooterProps) => {
  const { footerLinks } = useSiteConfig()
  return (
    <footer className={styles.root}>
      <nav aria-label="Site links" className={styles.artMap}>
        <span className={styles.road} aria-hidden="true" />
        <ul className={styles.artLinks}>
          {footerLinks.map((link) => (
            <li key={link.label}>
              <RouterLink href={link.href} className={styles.artLink}>
                <span className={styles.medallion}>
                  <Icon name={link.icon} />
                </span>
                {link.label}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.bottom}>
        <ul className={styles.policies} aria-label="Policies">
          {policyLinks(variant).map((link) => (
            <li key={link.label}>
              <TextLink href={link.href}>{link.label}</TextLink>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          Copyright © {year} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
