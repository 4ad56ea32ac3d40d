import { type ClassGuideEntry, classGuideName, guideStats } from "@gatehouse/domain"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./ClassGuide.css.ts"
import { ClassPortrait } from "./ClassGuideArt.tsx"
import english from "./classGuideTexts.en.json"
import { glyphPictures } from "./classGuideTexts.ts"

export interface ClassPanelProps {
  readonly entry: ClassGuideEntry
}

/** One class of the class guide: portrait, name, role, description and the weapons for each stat. */
export const ClassPanel = ({ entry }: ClassPanelProps) => {
  const t = useMessages(english)
  const name = classGuideName(entry.characterClass)
  return (
    <div className={styles.classPanel}>
      <ClassPortrait
        classKey={entry.characterClass.key}
        label={t("classGuideTexts.portraitAlt", {
          className: name,
          glyph: t(glyphPictures[entry.characterClass.key]),
        })}
      />
      <div className={styles.classText}>
        <h2 className={styles.classTitle}>{name}</h2>
        <p className={styles.role}>{entry.role}</p>
        <p className={styles.description}>{entry.description}</p>
        <DataTable
          rows={guideStats}
          rowKey={(stat) => stat}
          label={t("classGuideTexts.weaponsTableName", { className: name })}
          caption={t("classGuideTexts.weaponsCaption")}
          columns={[
            { header: t("classGuideTexts.statHeader"), kind: "rowHeader", cell: (stat) => stat },
            { header: t("classGuideTexts.weaponHeader"), cell: (stat) => entry.weapons[stat] },
          ]}
        />
      </div>
    </div>
  )
}
