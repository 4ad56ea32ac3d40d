import { useId, useRef, useState } from "react"
import { Icon } from "../../art/Icon/Icon.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { type FrameVariant, isCurrentLink, type MenuGroup, type MenuLink, menuGroups } from "../navigation.ts"
import { useSiteLabel } from "../siteLabels.ts"
import * as styles from "./MainMenu.css.ts"
import english from "./MainMenu.en.json"

export const mainMenuModes = ["auto", "bar", "disclosure"] as const
export type MainMenuMode = (typeof mainMenuModes)[number]

export interface MainMenuProps {
  /** "standard" on every page; "login" on the login page, where the shop heading leads to the login. */
  readonly variant: FrameVariant
  /** Logged-in players also see the shop's account entries. */
  readonly isLoggedIn: boolean
  /** The section of the site the page belongs to; its link is marked as the current page. */
  readonly section: string
  /** The address of the staff's chat, where 'Talk to an Agent' leads; the menu's own when left out. */
  readonly agentChatHref?: string
  /** The menu's groups and their links; the site config's menu (Gatehouse's own by default) when left out. */
  readonly menu?: ReadonlyArray<MenuGroup>
  /**
   * How the menu opens: "auto" (the default) is a bar opening on hover on wide screens with a mouse and a
   * button-opened list elsewhere (the stylesheet picks, so the form is right before any script runs);
   * "bar" and "disclosure" force one of the two.
   */
  readonly mode?: MainMenuMode
}

/**
 * The main menu at the top of every page. On a wide screen with a mouse it is a bar that slides
 * open on hover and on keyboard focus; elsewhere a "Menu" disclosure. Both are the same list, so
 * every link is reachable by keyboard in either form. Its groups and links are the site config's
 * menu (Gatehouse's own unless the server gives its own).
 */
export const MainMenu = ({
  variant,
  isLoggedIn,
  section,
  agentChatHref,
  menu,
  mode = "auto",
}: MainMenuProps) => {
  const site = useSiteConfig()
  const t = useMessages(english)
  const label = useSiteLabel()
  const [isOpen, setOpen] = useState(false)
  const [isHovered, setHovered] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const groups = menuGroups({ variant, isLoggedIn, agentChatHref }, menu ?? site.menu)

  const closeDisclosure = () => setOpen(false)
  const linkProps = (link: MenuLink) => ({
    href: link.href,
    onPress: closeDisclosure,
    target: link.isExternal ? "_blank" : undefined,
    rel: link.isExternal ? "noopener noreferrer" : undefined,
    "aria-current": isCurrentLink(link, section) ? ("page" as const) : undefined,
  })

  return (
    <nav
      aria-label={t("MainMenu.mainMenu")}
      className={styles.root}
      data-mode={mode}
      data-open={isOpen || undefined}
      data-hovered={isHovered || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !isOpen) return
        setOpen(false)
        toggleRef.current?.focus()
      }}
    >
      <button
        type="button"
        ref={toggleRef}
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        {t("MainMenu.menu")}
        <span className={styles.toggleIcon}>
          <Icon name={isOpen ? "close" : "menu"} />
        </span>
      </button>
      <div id={panelId} className={styles.panel}>
        <ul className={styles.groups}>
          {groups.map((group) => (
            <li key={group.key} className={styles.group}>
              <RouterLink className={styles.heading} href={group.href} onPress={closeDisclosure}>
                {label(group.label)}
              </RouterLink>
              <ul className={styles.links} aria-label={label(group.label)}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <RouterLink className={styles.link} {...linkProps(link)}>
                      {label(link.label)}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
