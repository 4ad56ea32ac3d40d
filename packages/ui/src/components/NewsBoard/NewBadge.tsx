import { useMessages } from "../../i18n/Messages.tsx"
import english from "./NewBadge.en.json"
import * as styles from "./NewsBoard.css.ts"

/** The 'new' icon beside the latest item of a news board. */
export const NewBadge = () => {
  const t = useMessages(english)
  return (
    <svg className={styles.newBadge} viewBox="0 0 40 20" role="img" aria-label={t("NewBadge.new")}>
      <rect className={styles.newBadgeShape} x="0" y="0" width="40" height="20" rx="10" />
      <text className={styles.newBadgeText} x="20" y="14" textAnchor="middle">
        {t("NewBadge.newShown")}
      </text>
    </svg>
  )
}
