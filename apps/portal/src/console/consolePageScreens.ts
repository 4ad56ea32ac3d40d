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
  news: lazy(() => import("./NewsEditorPage.tsx")),
}
