import { useId, useState } from "react"
import { Icon } from "../../art/Icon/Icon.tsx"
import { Panel } from "../../components/Panel/Panel.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { isCurrentLink, type MenuGroup } from "../navigation.ts"
import { useSiteLabel } from "../siteLabels.ts"
import * as styles from "./SideNav.css.ts"
import english from "./SideNav.en.json"

export interface SideNavProps {
  readonly group: MenuGroup
  readonly section: string
}

/**
 * The navigation on the left of the content: the other pages of the current section's group. On a
 * phone it comes after the content and folds into one button naming the page the player is on (the
 * menu sheet lists the same pages), so a short page is not followed by a column of links.
 */
export const SideNav = ({ group, section }: SideNavProps) => {
  const t = useMessages(english)
  const label = useSiteLabel()
  const groupLabel = label(group.label)
  const pages = t("SideNav.pages", { section: groupLabel })
  const [isUnfolded, setUnfolded] = useState(false)
  const navId = useId()
  const current = group.links.find((link) => isCurrentLink(link, section))
  return (
    <Panel title={groupLabel}>
      <button
        type="button"
        className={styles.fold}
        aria-expanded={isUnfolded}
        aria-controls={navId}
        onClick={() => setUnfolded((unfolded) => !unfolded)}
      >
        <span>{current === undefined ? pages : label(current.label)}</span>
        <span className={styles.chevron} data-unfolded={isUnfolded || undefined}>
          <Icon name="chevronRight" />
        </span>
      </button>
      <nav id={navId} aria-label={pages} className={styles.nav} data-folded={!isUnfolded || undefined}>
        <ul className={styles.list}>
          {group.links.map((link) => (
            <li key={link.label}>
              <RouterLink
                className={styles.link}
                href={link.href}
                target={link.isExternal ? "_blank" : undefined}
                rel={link.isExternal ? "noopener noreferrer" : undefined}
                aria-current={isCurrentLink(link, section) ? "page" : undefined}
              >
                {label(link.label)}
                <span className={styles.chevron}>
                  <Icon name="chevronRight" />
                </span>
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
    </Panel>
  )
}
