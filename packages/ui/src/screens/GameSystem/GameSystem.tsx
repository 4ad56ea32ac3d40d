import { rankingTabs, schools } from "@gatehouse/domain"
import { type ReactNode, useId } from "react"
import { LinkButton } from "../../components/Button/Button.tsx"
import * as table from "../../components/ContentTable/ContentTable.css.ts"
import { TableScroller } from "../../components/ContentTable/TableScroller.tsx"
import { SchoolEmblem } from "../../components/SchoolEmblem/SchoolEmblem.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import * as styles from "./GameSystem.css.ts"
import {
  currencyRows,
  rankingTabMeanings,
  schoolMottos,
  statRows,
  gameSystemTexts as texts,
} from "./gameSystemTexts.ts"
import { SchoolWarArt } from "./SchoolWarArt.tsx"

/** A titled part of the page, named by its own heading. */
const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

const Schools = () => (
  <Section title={texts.schoolsTitle}>
    <p className={styles.paragraph}>{texts.schoolsBody}</p>
    <div className={styles.schoolsLayout}>
      <ul className={styles.schoolList}>
        {schools.map((school) => (
          <li key={school.id} className={styles.school}>
            <SchoolEmblem school={school.id} />
            <span>
              <span className={styles.schoolName}>{school.name}</span>: {schoolMottos[school.id]}
            </span>
          </li>
        ))}
      </ul>
      <SchoolWarArt description={texts.schoolWarArt} />
    </div>
    <p className={styles.paragraph}>{texts.schoolWarsBody}</p>
  </Section>
)

const Stats = () => (
  <Section title={texts.statsTitle}>
    <p className={styles.paragraph}>{texts.statsBody}</p>
    <TableScroller label={texts.statsTable}>
      <table className={table.table}>
        <caption className={styles.tableCaption}>{texts.statsTable}</caption>
        <thead>
          <tr>
            <th className={table.head}>Stat</th>
            <th className={table.head}>Raises</th>
            <th className={table.head}>Built on by</th>
          </tr>
        </thead>
        <tbody>
          {statRows.map((row) => (
            <tr key={row.stat}>
              <th scope="row" className={styles.rowHeader}>
                {row.stat}
              </th>
              <td className={table.cell}>{row.raises}</td>
              <td className={table.cell}>{row.favouredBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
    <p className={styles.paragraph}>
      <TextLink href="/serverinfo">{texts.serverInfoLink}</TextLink>
    </p>
  </Section>
)

const Rankings = () => (
  <Section title={texts.rankingsTitle}>
    <p className={styles.paragraph}>{texts.rankingsBody}</p>
    <TableScroller label={texts.rankingsTable}>
      <table className={table.table}>
        <caption className={styles.tableCaption}>{texts.rankingsTable}</caption>
        <thead>
          <tr>
            <th className={table.head}>Tab</th>
            <th className={table.head}>Ranks by</th>
          </tr>
        </thead>
        <tbody>
          {rankingTabs.map((tab) => (
            <tr key={tab.value}>
              <th scope="row" className={styles.rowHeader}>
                {tab.label}
              </th>
              <td className={table.cell}>{rankingTabMeanings[tab.value]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
    <p className={styles.paragraph}>
      <TextLink href="/rankings">{texts.rankingsLink}</TextLink>
    </p>
  </Section>
)

const Currencies = () => (
  <Section title={texts.currencyTitle}>
    <p className={styles.paragraph}>{texts.currencyBody}</p>
    <TableScroller label={texts.currencyTable}>
      <table className={table.table}>
        <caption className={styles.tableCaption}>{texts.currencyTable}</caption>
        <thead>
          <tr>
            <th className={table.head}>Currency</th>
            <th className={table.head}>How to get it</th>
            <th className={table.head}>What it buys</th>
          </tr>
        </thead>
        <tbody>
          {currencyRows.map((row) => (
            <tr key={row.currency}>
              <th scope="row" className={styles.rowHeader}>
                {row.currency}
              </th>
              <td className={table.cell}>{row.earn}</td>
              <td className={table.cell}>{row.spend}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
    <div className={styles.links}>
      <LinkButton href="/itemshop">{texts.itemShopLink}</LinkButton>
      <LinkButton href="/topup" tone="secondary">
        {texts.topUpLink}
      </LinkButton>
    </div>
  </Section>
)

/**
 * The Game System page, under Guide in the menu: schools and school wars, classes, levels
 * and stats, PvP and the rankings, clubs and territory tax, and the two currencies, each linking to
 * the page where the player meets it.
 */
export const GameSystem = () => (
  <article className={styles.root}>
    <header className={styles.header}>
      <h1 className={styles.heading}>{texts.heading}</h1>
      <p className={styles.intro}>{texts.intro}</p>
    </header>
    <Schools />
    <Section title={texts.classesTitle}>
      <p className={styles.paragraph}>{texts.classesBody}</p>
      <p className={styles.paragraph}>
        <TextLink href="/characters">{texts.classesLink}</TextLink>
      </p>
    </Section>
    <Stats />
    <Rankings />
    <Section title={texts.clubsTitle}>
      <p className={styles.paragraph}>{texts.clubsBody}</p>
      <p className={styles.paragraph}>
        <TextLink href="/">{texts.clubsLink}</TextLink>
      </p>
    </Section>
    <Currencies />
  </article>
)
