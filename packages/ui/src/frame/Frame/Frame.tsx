import type { ReactNode } from "react"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { defaultSiteConfig } from "../../config/siteConfig.ts"
import { HydrationPart } from "../../hydration/HydrationPart.tsx"
import { partInView } from "../../hydration/partInView.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { AccountStrip, type FrameAccount } from "../AccountStrip/AccountStrip.tsx"
import { Background } from "../Background/Background.tsx"
import { type BannerImage, BannerRotator } from "../BannerRotator/BannerRotator.tsx"
import { ClientButtons } from "../ClientButtons/ClientButtons.tsx"
import { CompactClock } from "../CompactClock/CompactClock.tsx"
import type { PolicyHrefs } from "../Footer/footerLinks.ts"
import { Header } from "../Header/Header.tsx"
import { MainMenu } from "../MainMenu/MainMenu.tsx"
import { MenuSheet } from "../MenuSheet/MenuSheet.tsx"
import { type FrameVariant, sideNavGroup } from "../navigation.ts"
import { QuickMenu } from "../QuickMenu/QuickMenu.tsx"
import { SideNav } from "../SideNav/SideNav.tsx"
import * as styles from "./Frame.css.ts"
import english from "./Frame.en.json"

/** The footer, far down every page: its code loads as it comes near the screen. */
const Footer = partInView(() => import("../Footer/Footer.tsx").then((module) => module.Footer))

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
  /**
   * The logged-in player's balances and cart item count, shown in the phone header; leave out for a
   * guest. Its box keeps its size either way, so it may arrive after the page is painted.
   */
  readonly account?: FrameAccount
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
  /** The footer's operation policy and cash agreement pages, once written; empty placeholders without. */
  readonly policyHrefs?: PolicyHrefs
  /** The site's languages (a `LanguagePicker`): beside the header's clock, and in a phone's menu sheet. */
  readonly languagePicker?: ReactNode
}

/** The section of the home page, the one page whose banners lead on a phone. */
const homeSection = "home"

/**
 * What every page of the portal shares around its content: animated background, header with the
 * server clock, main menu, banner rotator with the download and instructions buttons, side navigation
 * and sidebar beside the content zone, footer and quick menu, as the classic frame from 1024 px up.
 * Below that it folds content first: a compact sticky header (brand, clock, the player's balances and
 * cart, the menu as a sheet), the banners on the home page only, then the page's content (the whole
 * first screen, however short), the side navigation folded into one row, the sidebar boxes and the
 * footer. The client buttons are not
 * repeated after the content on a phone: the menu sheet's Download group leads to the same pages, so
 * a short page stays mostly its own content. The page's content comes before the sidebar in reading
 * order at every width; the classic frame places the sidebar on its left.
 */
export const Frame = ({
  variant = "standard",
  section,
  isLoggedIn,
  account,
  banners,
  sidebar,
  children,
  now,
  bannerStartDelayMs,
  siteName,
  agentChatHref,
  policyHrefs,
  languagePicker,
}: FrameProps) => {
  const site = useSiteConfig()
  const t = useMessages(english)
  const name = siteName ?? site.siteName
  const menuOptions = { variant, isLoggedIn, agentChatHref }
  const group = sideNavGroup(section, menuOptions, site.menu)
  return (
    <div className={styles.root}>
      <Background />
      <div className={styles.page}>
        <HydrationPart>
          <Header
            siteName={name}
            now={now}
            classicTools={languagePicker}
            phoneTools={
              <>
                <CompactClock now={now} />
                <AccountStrip account={account} />
                <MenuSheet {...menuOptions} section={section} languagePicker={languagePicker} />
              </>
            }
          />
        </HydrationPart>
        <div className={styles.classicMenu}>
          <HydrationPart>
            <MainMenu {...menuOptions} section={section} />
          </HydrationPart>
        </div>
        <div className={styles.showcase} data-home={section === homeSection || undefined}>
          <HydrationPart>
            <BannerRotator banners={banners} startDelayMs={bannerStartDelayMs} />
            <ClientButtons />
          </HydrationPart>
        </div>
        {variant === "login" ? (
          <main className={styles.loginZone}>{children}</main>
        ) : (
          <div className={styles.body}>
            <main className={styles.content}>{children}</main>
            <aside className={styles.sidebar} aria-label={t("Frame.sidebar")}>
              <HydrationPart>
                {group && <SideNav group={group} section={section} />}
                {sidebar}
              </HydrationPart>
            </aside>
          </div>
        )}
        <Footer variant={variant} siteName={name} policyHrefs={policyHrefs} year={now?.getFullYear()} />
      </div>
      <HydrationPart>
        <QuickMenu />
      </HydrationPart>
    </div>
  )
}
