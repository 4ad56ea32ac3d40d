import { rankingTabs, schools } from "@gatehouse/domain"
import { type ReactNode, useId } from "react"
import { LinkButton } from "../../components/Button/Button.tsx"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import { SchoolEmblem } from "../../components/SchoolEmblem/SchoolEmblem.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./GameSystem.css.ts"
import english from "./gameSystemTexts.en.json"
import { currencyRowsIn, rankingTabMeaningsIn, schoolMottosIn, statRowsIn } from "./gameSystemTexts.ts"
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

const Schools = () => {
  const t = useMessages(english)
  return (
    <Section title={t("gameSystemTexts.schoolsTitle")}>
      <p className={styles.paragraph}>{t("gameSystemTexts.schoolsBody")}</p>
      <div className={styles.schoolsLayout}>
        <ul className={styles.schoolList}>
          {schools.map((school) => (
            <li key={school.id} className={styles.school}>
              <SchoolEmblem school={school.id} />
              <span>
                <span className={styles.schoolName}>{school.name}</span>: {schoolMottosIn(t)[school.id]}
              </span>
            </li>
          ))}
        </ul>
        <SchoolWarArt description={t("gameSystemTexts.schoolWarArt")} />
      </div>
      <p className={styles.paragraph}>{t("gameSystemTexts.schoolWarsBody")}</p>
    </Section>
  )
}

const Stats = () => {
  const t = useMessages(english)
  return (
    <Section title={t("gameSystemTexts.statsTitle")}>
      <p className={styles.paragraph}>{t("gameSystemTexts.statsBody")}</p>
      <DataTable
        rows={statRowsIn(t)}
        rowKey={(row) => row.stat}
        label={t("gameSystemTexts.statsTable")}
        caption={t("gameSystemTexts.statsTable")}
        columns={[
          { header: t("gameSystemTexts.statHeader"), kind: "rowHeader", cell: (row) => row.stat },
          { header: t("gameSystemTexts.raisesHeader"), cell: (row) => row.raises },
          { header: t("gameSystemTexts.builtOnByHeader"), cell: (row) => row.favouredBy },
        ]}
      />
      <p className={styles.paragraph}>
        <TextLink href="/serverinfo">{t("gameSystemTexts.serverInfoLink")}</TextLink>
      </p>
    </Section>
  )
}

const Rankings = () => {
  const t = useMessages(english)
  return (
    <Section title={t("gameSystemTexts.rankingsTitle")}>
      <p className={styles.paragraph}>{t("gameSystemTexts.rankingsBody")}</p>
      <DataTable
        rows={rankingTabs}
        rowKey={(tab) => tab.value}
        label={t("gameSystemTexts.rankingsTable")}
        caption={t("gameSystemTexts.rankingsTable")}
        columns={[
          { header: t("gameSystemTexts.tabHeader"), kind: "rowHeader", cell: (tab) => tab.label },
          { header: t("gameSystemTexts.ranksByHeader"), cell: (tab) => rankingTabMeaningsIn(t)[tab.value] },
        ]}
      />
      <p className={styles.paragraph}>
        <TextLink href="/rankings">{t("gameSystemTexts.rankingsLink")}</TextLink>
      </p>
    </Section>
  )
}

const Currencies = () => {
  const t = useMessages(english)
  return (
    <Section title={t("gameSystemTexts.currencyTitle")}>
      <p className={styles.paragraph}>{t("gameSystemTexts.currencyBody")}</p>
      <DataTable
        rows={currencyRowsIn(t)}
        rowKey={(row) => row.currency}
        label={t("gameSystemTexts.currencyTable")}
        caption={t("gameSystemTexts.currencyTable")}
        columns={[
          { header: t("gameSystemTexts.currencyHeader"), kind: "rowHeader", cell: (row) => row.currency },
          { header: t("gameSystemTexts.earnHeader"), cell: (row) => row.earn },
          { header: t("gameSystemTexts.spendHeader"), cell: (row) => row.spend },
        ]}
      />
      <div className={styles.links}>
        <LinkButton href="/itemshop">{t("gameSystemTexts.itemShopLink")}</LinkButton>
        <LinkButton href="/topup" tone="secondary">
          {t("gameSystemTexts.topUpLink")}
        </LinkButton>
      </div>
    </Section>
  )
}

/**
 * The Game System page, under Guide in the menu: schools and school wars, classes, levels
 * and stats, PvP and the rankings, clubs and territory tax, and the two currencies, each linking to
 * the page where the player meets it.
 */
export const GameSystem = () => {
  const t = useMessages(english)
  return (
    <article className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t("gameSystemTexts.heading")}</h1>
        <p className={styles.intro}>{t("gameSystemTexts.intro")}</p>
      </header>
      <Schools />
      <Section title={t("gameSystemTexts.classesTitle")}>
        <p className={styles.paragraph}>{t("gameSystemTexts.classesBody")}</p>
        <p className={styles.paragraph}>
          <TextLink href="/characters">{t("gameSystemTexts.classesLink")}</TextLink>
        </p>
      </Section>
      <Stats />
      <Rankings />
      <Section title={t("gameSystemTexts.clubsTitle")}>
        <p className={styles.paragraph}>{t("gameSystemTexts.clubsBody")}</p>
        <p className={styles.paragraph}>
          <TextLink href="/">{t("gameSystemTexts.clubsLink")}</TextLink>
        </p>
      </Section>
      <Currencies />
    </article>
  )
}
