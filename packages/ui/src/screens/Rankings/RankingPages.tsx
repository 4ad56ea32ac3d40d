import { rankingPageCount, rankingPageSize } from "@gatehouse/domain"
import { Button } from "../../components/Button/Button.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./Rankings.css.ts"
import { rankingEnglish } from "./rankingTexts.ts"

export interface RankingPagesProps {
  /** The page shown, from 1. */
  readonly page: number
  /** How many rows the list has (after filters and search). */
  readonly total: number
  readonly onChange: (page: number) => void
}

/**
 * Under a ranking: [Previous], which rows show ("21–40 of 100", read out as it changes) and [Next].
 * A list of one page shows no pager.
 */
export const RankingPages = ({ page, total, onChange }: RankingPagesProps) => {
  const t = useMessages(rankingEnglish)
  const last = rankingPageCount(total)
  if (last <= 1) return null
  const first = (page - 1) * rankingPageSize + 1
  return (
    <nav className={styles.pages} aria-label={t("rankingTexts.pagesLabel")}>
      <Button tone="quiet" isDisabled={page <= 1} onPress={() => onChange(page - 1)}>
        {t("rankingTexts.previousPage")}
      </Button>
      <output className={styles.shownRows} aria-live="polite">
        {t("rankingTexts.shownRows", {
          first: String(first),
          last: String(Math.min(total, page * rankingPageSize)),
          total: String(total),
        })}
      </output>
      <Button tone="quiet" isDisabled={page >= last} onPress={() => onChange(page + 1)}>
        {t("rankingTexts.nextPage")}
      </Button>
    </nav>
  )
}
