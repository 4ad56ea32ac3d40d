import { TextLink } from "../../components/TextLink/TextLink.tsx"
import * as styles from "./ConsoleOverview.css.ts"

export interface ConsoleOverviewEntry {
  readonly href: string
  readonly label: string
  readonly summary: string
}

export interface ConsoleOverviewProps {
  /** The pages this staff member may open, each with what it is for. */
  readonly pages: ReadonlyArray<ConsoleOverviewEntry>
}

/** The console's first page: a card for each page the staff member may open, saying what it is for. */
export const ConsoleOverview = ({ pages }: ConsoleOverviewProps) => (
  <ul className={styles.root}>
    {pages.map((page) => (
      <li key={page.href} className={styles.card}>
        <TextLink href={page.href}>{page.label}</TextLink>
        <p className={styles.summary}>{page.summary}</p>
      </li>
    ))}
  </ul>
)
