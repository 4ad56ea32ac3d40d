import { type ClassGuideEntry, classGuideName, guideStats } from "@gatehouse/domain"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import * as styles from "./ClassGuide.css.ts"
import { ClassPortrait } from "./ClassGuideArt.tsx"
import { classGuideTexts } from "./classGuideTexts.ts"

export interface ClassPanelProps {
  readonly entry: ClassGuideEntry
  /** 2 inside the tabs, 3 under the "Also on this server" heading. */
  readonly headingLevel: 2 | 3
}

/** One class of the class guide: portrait, name, role, description and the weapons for each stat. */
export const ClassPanel = ({ entry, headingLevel }: ClassPanelProps) => {
  const name = classGuideName(entry.characterClass)
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <div className={styles.classPanel}>
      <ClassPortrait
        classKey={entry.characterClass.key}
        label={classGuideTexts.portraitAlt(name, entry.characterClass.key)}
      />
      <div className={styles.classText}>
        <Heading className={styles.classTitle}>{name}</Heading>
        <p className={styles.role}>{entry.role}</p>
        <p className={styles.description}>{entry.description}</p>
        <DataTable
          rows={guideStats}
          rowKey={(stat) => stat}
          label={classGuideTexts.weaponsTableName(name)}
          caption={classGuideTexts.weaponsCaption}
          columns={[
            { header: classGuideTexts.statHeader, kind: "rowHeader", cell: (stat) => stat },
            { header: classGuideTexts.weaponHeader, cell: (stat) => entry.weapons[stat] },
          ]}
        />
      </div>
    </div>
  )
}
