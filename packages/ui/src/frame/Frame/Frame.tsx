import type { ReactNode } from "react"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { defaultSiteConfig } from "../../config/siteConfig.ts"
import { useClock } from "../../time/ClockProvider.tsx"
import { Background } from "../Background/Background.tsx"
import { type BannerImage, BannerRotator } from "../BannerRotator/BannerRotator.tsx"
import { ClientButtons } from "../ClientButtons/ClientButtons.tsx"
import { Footer } from "../Footer/Footer.tsx"
import { Header } from "../Header/Header.tsx"
import { MainMenu } from "../MainMenu/MainMenu.tsx"
import { type FrameVariant, sideNavGroup } from "../navigation.ts"
import { QuickMenu } from "../QuickMenu/QuickMenu.tsx"
import { SideNav } from "../SideNav/SideNav.tsx"
import * as styles from "./Frame.css.ts"

/** The name in the header and the copyright line when the operator sets none. */
export const defaultSiteName: string = defaultSiteConfig.siteName

export interface FrameProps {
  /**
   * "standard" is every page of the site; "login" is the login page: the same frame with no sidebar, and the
   * login form in place of the content.
   */
  readonly variant?: FrameVariant
  /**
   * The section of the site the page belongs to (for example "home" or "gamesystem"); picks the side
   * navigation and marks its links as current.
   */
  readonly section: string
  /** Logged-in players also see the shop's account entries in the menus. */
  readonly isLoggedIn: boolean
  /** The pictures of the banner rotator under the header, in order. */
  readonly banners: ReadonlyArray<BannerImage>
  /** The boxes in the sidebar under the side navigation (login or welcome box, cart summary, side panel). */
  readonly sidebar: ReactNode
  /** The page's content; on the login page, the login form. */
  readonly children?: ReactNode
  /**
   * Stops the clock (and the footer's copyright year) at this moment, so stories and screenshots never
   * change.
   */
  readonly now?: Date
  /** How long after the page opens the banners start rotating, in milliseconds: 3 seconds by default. */
  readonly bannerStartDelayMs?: number
  /** The site's name, shown in the header and the footer; the site config's ("Gatehouse") when left out. */
  readonly siteName?: string
  /** The address of the staff's chat, where the menu's 'Talk to an Agent' leads; the menu's own when left out. */
  readonly agentChatHref?: string
}

/**
 * What every page of the portal shares around its content: animated background, header with the
 * server clock, main menu, banner rotator with the download and instructions buttons, side navigation
 * and sidebar beside the content zone (one column below 1024 px), footer and quick menu.
 */
export const Frame = ({
  variant = "standard",
  section,
  isLoggedIn,
  banners,
  sidebar,
  children,
  now,
  bannerStartDelayMs,
  siteName,
  agentChatHref,
}: FrameProps) => {
  const clock = useClock()
  const site = useSiteConfig()
  const name = siteName ?? site.siteName
  const menuOptions = { variant, isLoggedIn, agentChatHref }
  const group = sideNavGroup(section, menuOptions, site.menu)
  return (
    <div className={styles.root}>
      <Background />
      <div className={styles.page}>
        <Header siteName={name} now={now} />
        <MainMenu {...menuOptions} section={section} />
        <div className={styles.showcase}>
          <BannerRotator banners={banners} startDelayMs={bannerStartDelayMs} />
          <ClientButtons />
        </div>
        {variant === "login" ? (
          <main className={styles.loginZone}>{children}</main>
        ) : (
          <div className={styles.body}>
            <aside className={styles.sidebar} aria-label="Sidebar">
              {group && <SideNav group={group} section={section} />}
              {sidebar}
            </aside>
            <main className={styles.content}>{children}</main>
          </div>
        )}
        <Footer variant={variant} siteName={name} year={(now ?? new Date(clock.now())).getFullYear()} />
      </div>
      <QuickMenu />
    </div>
  )
}
