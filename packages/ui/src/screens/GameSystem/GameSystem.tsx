import { rankingTabs, schools } from "@gatehouse/domain"
import { type ReactNode, useId } from "react"
import { LinkButton } from "../../components/Button/Button.tsx"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
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
    <DataTable
      rows={statRows}
      rowKey={(row) => row.stat}
      label={texts.statsTable}
      caption={texts.statsTable}
      columns={[
        { header: "Stat", kind: "rowHeader", cell: (row) => row.stat },
        { header: "Raises", cell: (row) => row.raises },
        { header: "Built on by", cell: (row) => row.favouredBy },
      ]}
    />
    <p className={styles.paragraph}>
      <TextLink href="/serverinfo">{texts.serverInfoLink}</TextLink>
    </p>
  </Section>
)

const Rankings = () => (
  <Section title={texts.rankingsTitle}>
    <p className={styles.paragraph}>{texts.rankingsBody}</p>
    <DataTable
      rows={rankingTabs}
      rowKey={(tab) => tab.value}
      label={texts.rankingsTable}
      caption={texts.rankingsTable}
      columns={[
        { header: "Tab", kind: "rowHeader", cell: (tab) => tab.label },
        { header: "Ranks by", cell: (tab) => rankingTabMeanings[tab.value] },
      ]}
    />
    <p className={styles.paragraph}>
      <TextLink href="/rankings">{texts.rankingsLink}</TextLink>
    </p>
  </Section>
)

const Currencies = () => (
  <Section title={texts.currencyTitle}>
    <p className={styles.paragraph}>{texts.currencyBody}</p>
    <DataTable
      rows={currencyRows}
      rowKey={(row) => row.currency}
      label={texts.currencyTable}
      caption={texts.currencyTable}
      columns={[
        { header: "Currency", kind: "rowHeader", cell: (row) => row.currency },
        { header: "How to get it", cell: (row) => row.earn },
        { header: "What it buys", cell: (row) => row.spend },
      ]}
    />
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
