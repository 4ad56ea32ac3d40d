import { type ComponentType, lazy } from "react"

/** What a console page receives: the page number and the address's own query text. */
export interface ConsolePageProps {
  readonly page: number
  readonly search: string
}

/**
 * Each console page's container by its slug (domain `consolePages`), each its own chunk, so a staff
 * member downloads only the pages they open (and the rich-text editor only with the news page).
 */
export const consolePageScreens: Readonly<Record<string, ComponentType<ConsolePageProps>>> = {
  audit: lazy(() => import("./AuditLogPage.tsx")),
  whitelist: lazy(() => import("./WhitelistPage.tsx")),
  players: lazy(() => import("./PlayersPage.tsx")),
  mail: lazy(() => import("./MailOutboxPage.tsx")),
  codes: lazy(() => import("./CodesPage.tsx")),
  payments: lazy(() => import("./PaymentsPage.tsx")),
  characterservices: lazy(() => import("./CharacterServicesPage.tsx")),
  votes: lazy(() => import("./VotesPage.tsx")),
  events: lazy(() => import("./EventsPage.tsx")),
  content: lazy(() => import("./SiteContentPage.tsx")),
  tickets: lazy(() => import("./TicketsPage.tsx")),
  shop: lazy(() => import("./ShopAdminPage.tsx")),
  news: lazy(() => import("./NewsEditorPage.tsx")),
  gamelink: lazy(() => import("./GameLinkPage.tsx")),
}
