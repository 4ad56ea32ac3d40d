import {
  type ClassKey,
  classGuideTabEntries,
  classGuideTabName,
  classGuideUntabbedEntries,
} from "@gatehouse/domain"
import { useId } from "react"
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components"
import * as styles from "./ClassGuide.css.ts"
import { TabIcon } from "./ClassGuideArt.tsx"
import { ClassPanel } from "./ClassPanel.tsx"
import { classGuideTexts } from "./classGuideTexts.ts"

export interface ClassGuideProps {
  /** The class whose tab is open when the page opens; the first tab (brawler) when left out. */
  readonly defaultSelectedClass?: ClassKey
}

const firstTab = classGuideTabEntries[0]?.characterClass.key

/**
 * The class guide: seven tabs, one class shown at a time, fading in when its tab is chosen.
 *
 * Each tab shows the guide's own label ('sword', 'scientist'), capitalised by the stylesheet, and is
 * named for screen readers by the class a player knows: "Scientist" for the gunner group, which the
 * guide lists under that name, and "Sword (Swordsman)" for sword, since a spoken name must contain the
 * visible label as a word (the domain's `classGuideTabName`). Panels are headed by the class name.
 *
 * Magician and shaper have panels but no tab of their own. Rather than leave them unreachable, they
 * are always shown below the tabs under "Also on this server".
 */
export const ClassGuide = ({ defaultSelectedClass = firstTab }: ClassGuideProps) => {
  const alsoHeadingId = useId()
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{classGuideTexts.heading}</h1>
      <p className={styles.intro}>{classGuideTexts.intro}</p>
      <Tabs className={styles.tabs} defaultSelectedKey={defaultSelectedClass}>
        <TabList aria-label={classGuideTexts.tabListLabel} className={styles.tabList}>
          {classGuideTabEntries.map(({ characterClass }) => (
            <Tab
              key={characterClass.key}
              id={characterClass.key}
              aria-label={classGuideTabName(characterClass)}
              className={styles.tab}
            >
              <TabIcon classKey={characterClass.key} />
              <span>{characterClass.guideTab}</span>
            </Tab>
          ))}
        </TabList>
        {classGuideTabEntries.map((entry) => (
          <TabPanel key={entry.characterClass.key} id={entry.characterClass.key} className={styles.tabPanel}>
            <ClassPanel entry={entry} headingLevel={2} />
          </TabPanel>
        ))}
      </Tabs>
      <section className={styles.also} aria-labelledby={alsoHeadingId}>
        <h2 id={alsoHeadingId} className={styles.subheading}>
          {classGuideTexts.alsoHeading}
        </h2>
        <p className={styles.intro}>{classGuideTexts.alsoNote}</p>
        <ul className={styles.alsoList}>
          {classGuideUntabbedEntries.map((entry) => (
            <li key={entry.characterClass.key} className={styles.alsoItem}>
              <ClassPanel entry={entry} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}
