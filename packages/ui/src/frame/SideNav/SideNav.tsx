import { Icon } from "../../art/Icon/Icon.tsx"
import { Panel } from "../../components/Panel/Panel.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { isCurrentLink, type MenuGroup } from "../navigation.ts"
import * as styles from "./SideNav.css.ts"

export interface SideNavProps {
  readonly group: MenuGroup
  readonly section: string
}

/** The navigation on the left of the content: the other pages of the current section's group. */
export const SideNav = ({ group, section }: SideNavProps) => (
  <Panel title={group.label}>
    <nav aria-label={`${group.label} pages`}>
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
              {link.label}
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
