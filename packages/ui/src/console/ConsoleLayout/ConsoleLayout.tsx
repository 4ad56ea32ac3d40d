import type { ReactNode } from "react"
import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import * as styles from "./ConsoleLayout.css.ts"
import english from "./ConsoleLayout.en.json"

export interface ConsoleNavEntry {
  readonly href: string
  readonly label: string
}

export interface ConsoleLayoutProps {
  /** The site's name, on the link back to the players' pages. */
  readonly siteName: string
  /** The page's own heading, e.g. "Audit log"; the overview's is "Staff Console". */
  readonly title: string
  /** Who is signed in and at which level, e.g. "gatekeeper · Administrator". */
  readonly signedInAs: string
  /** The console pages this staff member may open, in order. */
  readonly pages: ReadonlyArray<ConsoleNavEntry>
  /** The address of the page shown, marked in the navigation; null on the overview. */
  readonly current: string | null
  readonly children: ReactNode
}

/**
 * The staff console's page, on the whole screen rather than inside the players' frame (its tables
 * need the width): a bar with the way back to the site and who is signed in, then the page's
 * heading, the console's own navigation (the pages this staff level may open) and the page itself.
 */
export const ConsoleLayout = ({
  siteName,
  title,
  signedInAs,
  pages,
  current,
  children,
}: ConsoleLayoutProps) => {
  const t = useMessages(english)
  return (
    <div className={styles.root}>
      <header className={styles.topBar}>
        <RouterLink className={styles.siteLink} href="/">
          {t("ConsoleLayout.backTo", { siteName })}
        </RouterLink>
        <span className={styles.role}>{signedInAs}</span>
      </header>
      <main className={styles.main}>
        <h1 className={styles.heading}>{title}</h1>
        <nav aria-label={t("ConsoleLayout.nav")}>
          <ul className={styles.navList}>
            {pages.map((page) => (
              <li key={page.href}>
                <RouterLink
                  className={styles.navLink}
                  href={page.href}
                  aria-current={page.href === current ? "page" : undefined}
                >
                  {page.label}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.body}>{children}</div>
      </main>
    </div>
  )
}
