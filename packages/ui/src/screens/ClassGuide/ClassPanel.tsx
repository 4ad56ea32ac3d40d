import { type ClassGuideEntry, classGuideName, guideStats } from "@gatehouse/domain"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import * as styles from "./ClassGuide.css.ts"
import { ClassPortrait } from "./ClassGuideArt.tsx"
import { classGuideTexts } from "./classGuideTexts.ts"

export interface ClassPanelProps {
  readonly entry: ClassGuideEntry
}

/** One class of the class guide: portrait, name, role, description and the weapons for each stat. */
export const ClassPanel = ({ entry }: ClassPanelProps) => {
  const name = classGuideName(entry.characterClass)
  return (
    <div className={styles.classPanel}>
      <ClassPortrait
        classKey={entry.characterClass.key}
        label={classGuideTexts.portraitAlt(name, entry.characterClass.key)}
      />
      <div className={styles.classText}>
        <h2 className={styles.classTitle}>{name}</h2>
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
