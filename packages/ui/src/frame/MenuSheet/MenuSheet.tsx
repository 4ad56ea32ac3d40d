import { type ReactNode, useId, useRef, useState } from "react"
import { Icon } from "../../art/Icon/Icon.tsx"
import { buttonClass } from "../../components/Button/appearance.ts"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { ClientButtons } from "../ClientButtons/ClientButtons.tsx"
import { type FrameVariant, isCurrentLink, type MenuGroup, menuGroups } from "../navigation.ts"
import { useSiteLabel } from "../siteLabels.ts"
import * as styles from "./MenuSheet.css.ts"
import english from "./MenuSheet.en.json"

export interface MenuSheetProps {
  /** "standard" on every page; "login" on the login page, where the shop heading leads to the login. */
  readonly variant: FrameVariant
  /**
   * Logged-in players also see the shop's account entries; guests see Login and Sign Up at the top
   * of the sheet (a phone has no sidebar login box in view).
   */
  readonly isLoggedIn: boolean
  /** The section of the site the page belongs to; its link is marked as the current page. */
  readonly section: string
  /** The address of the staff's chat, where 'Talk to an Agent' leads; the menu's own when left out. */
  readonly agentChatHref?: string
  /** The menu's groups and their links; the site config's menu when left out. */
  readonly menu?: ReadonlyArray<MenuGroup>
  /** Shown at the sheet's foot: the language picker, which a phone's header has no room for. */
  readonly languagePicker?: ReactNode
}

/**
 * The main menu on a phone: a Menu button in the header that opens every group and link of the menu
 * as a sheet, with the game client's buttons (download, instructions) above them. The sheet is the browser's own modal dialog, so focus stays inside it while it is open,
 * Esc closes it and focus returns to the button; a press on a link or beside the sheet closes it too.
 * Built on native elements only, so it adds next to nothing to a page's weight.
 */
export const MenuSheet = ({
  variant,
  isLoggedIn,
  section,
  agentChatHref,
  menu,
  languagePicker,
}: MenuSheetProps) => {
  const site = useSiteConfig()
  const t = useMessages(english)
  const label = useSiteLabel()
  const groups = menuGroups({ variant, isLoggedIn, agentChatHref }, menu ?? site.menu)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setOpen] = useState(false)
  const titleId = useId()
  const sheetId = useId()

  const open = () => {
    dialogRef.current?.showModal()
    setOpen(true)
  }
  const close = () => dialogRef.current?.close()

  return (
    <nav aria-label={t("MenuSheet.mainMenu")} className={styles.root}>
      <button
        type="button"
        ref={toggleRef}
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={sheetId}
        onClick={open}
      >
        <Icon name="menu" />
        <span className={styles.toggleLabel}>{t("MenuSheet.menu")}</span>
      </button>
      {/* A press on the backdrop lands on the dialog itself; Esc has its own handler below. */}
      <dialog
        ref={dialogRef}
        id={sheetId}
        className={styles.sheet}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false)
          // Back where the player was, whatever closed the sheet (browsers differ on restoring focus).
          toggleRef.current?.focus()
        }}
        // The browser closes a modal dialog on Esc by itself; closing it here as well keeps one way
        // to close it for every source of the key (assistive tools and tests send synthetic keys).
        onKeyDown={(event) => {
          if (event.key !== "Escape") return
          event.preventDefault()
          close()
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
      >
        <div className={styles.body}>
          <div className={styles.top}>
            <h2 id={titleId} className={styles.title}>
              {t("MenuSheet.menu")}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={t("MenuSheet.closeMenu")}
              onClick={close}
            >
              <Icon name="close" />
            </button>
          </div>
          {!isLoggedIn && variant !== "login" && (
            <div className={styles.guestEntries}>
              <RouterLink
                href="/login"
                onPress={close}
                className={buttonClass({ tone: "primary", isFullWidth: true })}
              >
                <Icon name="key" />
                {t("MenuSheet.login")}
              </RouterLink>
              <RouterLink
                href="/register"
                onPress={close}
                className={buttonClass({ tone: "secondary", isFullWidth: true })}
              >
                {t("MenuSheet.signUp")}
              </RouterLink>
            </div>
          )}
          {/* A phone's only way to the client download and the instructions (no banners beside them). */}
          <ClientButtons onPress={close} />
          <ul className={styles.groups}>
            {groups.map((group) => (
              <li key={group.key}>
                <RouterLink className={styles.heading} href={group.href} onPress={close}>
                  {label(group.label)}
                </RouterLink>
                <ul className={styles.links} aria-label={label(group.label)}>
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <RouterLink
                        className={styles.link}
                        href={link.href}
                        onPress={close}
                        target={link.isExternal ? "_blank" : undefined}
                        rel={link.isExternal ? "noopener noreferrer" : undefined}
                        aria-current={isCurrentLink(link, section) ? "page" : undefined}
                      >
                        {label(link.label)}
                        <Icon name="chevronRight" />
                      </RouterLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {languagePicker}
        </div>
      </dialog>
    </nav>
  )
}
