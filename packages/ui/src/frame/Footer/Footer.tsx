import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useHydrated } from "../../hooks/useHydrated.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import { useClock } from "../../time/ClockProvider.tsx"
import type { FrameVariant } from "../navigation.ts"
import * as styles from "./Footer.css.ts"
import english from "./Footer.en.json"
import { FooterMap } from "./FooterMap.tsx"
import { forumPlaceholder, type PolicyHrefs, policyLinks } from "./footerLinks.ts"

export interface FooterProps {
  readonly variant: FrameVariant
  readonly siteName: string
  /**
   * The year of the copyright line; left out, the clock's year, which on a page rendered on the server
   * waits for the browser (the line keeps its place, the year appears with the JavaScript).
   */
  readonly year?: number
  /** The pages of the operation policy and the cash agreement, once written; placeholders without. */
  readonly policyHrefs?: PolicyHrefs
}

/**
 * The clock's year once the page runs in the browser. Its own component, so that the moment the page
 * comes alive re-renders this text alone, not the footer or the frame around it.
 */
const ClockYear = () => {
  const clock = useClock()
  const isHydrated = useHydrated()
  return isHydrated ? new Date(clock.now()).getFullYear() : null
}

/**
 * The footer of every page: the site's image map (the site config's art links drawn as medallions on
 * a map road, the Forum placeholder after them, then the policy links; those without a page shown as
 * unavailable) and the copyright line. The map is one row on the classic frame and a grid that fits a
 * phone's width.
 */
export const Footer = ({ variant, siteName, year, policyHrefs }: FooterProps) => {
  const { footerLinks } = useSiteConfig()
  const t = useMessages(english)
  const policies = policyLinks(variant, policyHrefs)
  const links = [...footerLinks, forumPlaceholder]
  return (
    <footer className={styles.root}>
      <nav aria-label={t("Footer.siteLinks")} className={styles.artMap}>
        <FooterMap layout="wide" links={links} policies={policies} />
        <FooterMap layout="narrow" links={links} policies={policies} />
      </nav>
      <p className={styles.copyright}>
        {`${t("Footer.copyright")} `}
        <span className={styles.year}>{year ?? <ClockYear />}</span>
        {` ${t("Footer.allRightsReserved", { siteName })}`}
      </p>
    </footer>
  )
}
