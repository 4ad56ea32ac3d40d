import { type ClassGuideEntry, type ClassKey, classGuide, classGuideTabName } from "@gatehouse/domain"
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./ClassGuide.css.ts"
import { TabIcon } from "./ClassGuideArt.tsx"
import { ClassPanel } from "./ClassPanel.tsx"
import english from "./classGuideTexts.en.json"

export interface ClassGuideProps {
  /**
   * What the guide says about each class (its role, description and weapons per stat), in the order
   * shown: classes with a tab get one, the others a panel no tab opens. Gatehouse's own guide when
   * left out.
   */
  readonly classes?: ReadonlyArray<ClassGuideEntry>
  /** The paragraph under the page's heading; Gatehouse's own when left out. */
  readonly intro?: string
  /** The class whose tab is open when the page opens; the first tab (brawler) when left out. */
  readonly defaultSelectedClass?: ClassKey
}

const hasTab = (entry: ClassGuideEntry): boolean => entry.characterClass.guideTab !== null

/**
 * The class guide: a tab per class (seven in Gatehouse's guide), one class shown at a time, fading
 * in when its tab is chosen. Another server gives its own texts for the classes with `classes`.
 *
 * Each tab shows the guide's own label ('sword', 'scientist'), capitalised by the stylesheet, and is
 * named for screen readers by the class a player knows: "Scientist" for the gunner group, which the
 * guide lists under that name, and "Sword (Swordsman)" for sword, since a spoken name must contain the
 * visible label as a word (the domain's `classGuideTabName`). Panels are headed by the class name.
 *
 * The guide has nine class panels, and panels 8 (magician) and 9 (shaper) have no tab. They are on
 * the page as the other panels are, hidden, and since no tab opens them they stay hidden, for
 * screen readers too; another server's guide that gives them a tab shows them like any other.
 */
export const ClassGuide = ({ classes = classGuide, intro, defaultSelectedClass }: ClassGuideProps) => {
  const t = useMessages(english)
  const tabbed = classes.filter(hasTab)
  const untabbed = classes.filter((entry) => !hasTab(entry))
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{t("classGuideTexts.heading")}</h1>
      <p className={styles.intro}>{intro ?? t("classGuideTexts.intro")}</p>
      <Tabs
        className={styles.tabs}
        defaultSelectedKey={defaultSelectedClass ?? tabbed[0]?.characterClass.key}
      >
        <TabList aria-label={t("classGuideTexts.tabListLabel")} className={styles.tabList}>
          {tabbed.map(({ characterClass }) => (
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
        {tabbed.map((entry) => (
          <TabPanel key={entry.characterClass.key} id={entry.characterClass.key} className={styles.tabPanel}>
            <ClassPanel entry={entry} />
          </TabPanel>
        ))}
      </Tabs>
      {untabbed.map((entry) => (
        <section key={entry.characterClass.key} hidden data-class={entry.characterClass.key}>
          <ClassPanel entry={entry} />
        </section>
      ))}
    </article>
  )
}
