import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import * as styles from "./SiteContentTabs.css.ts"
import english from "./SiteContentTabs.en.json"

/** The parts of the Site content page, in the order its tabs show them. */
export const siteContentTabs = ["banners", "downloads", "settings", "policies"] as const
export type SiteContentTab = (typeof siteContentTabs)[number]

export const siteContentTabLabels: Readonly<Record<SiteContentTab, string>> = {
  banners: "Banners",
  downloads: "Downloads",
  settings: "Server info and links",
  policies: "Policy pages",
}

export interface SiteContentTabsProps {
  readonly current: SiteContentTab
  /** The address of each tab (`/staff/content?tab=downloads`), so a tab can be shared or reloaded. */
  readonly hrefOf: (tab: SiteContentTab) => string
}

/** The Site content page's own navigation between its parts. */
const tabKeys = {
  banners: "SiteContentTabs.banners",
  downloads: "SiteContentTabs.downloads",
  settings: "SiteContentTabs.settings",
  policies: "SiteContentTabs.policies",
} as const satisfies Record<SiteContentTab, string>

export const SiteContentTabs = ({ current, hrefOf }: SiteContentTabsProps) => {
  const t = useMessages(english)
  return (
    <nav aria-label={t("SiteContentTabs.nav")}>
      <ul className={styles.list}>
        {siteContentTabs.map((tab) => (
          <li key={tab}>
            <RouterLink
              className={styles.tab}
              href={hrefOf(tab)}
              aria-current={tab === current ? "page" : undefined}
            >
              {t(tabKeys[tab])}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
