import { useId } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./Vote.css.ts"
import { VoteReward } from "./VoteReward.tsx"
import { type VoteKey, voteEnglish } from "./votePageTexts.ts"
import type { VoteOnPage } from "./votesOnPage.ts"

const columnsOf = (t: Translate<VoteKey>): ReadonlyArray<DataTableColumn<VoteOnPage>> => [
  { header: t("votePageTexts.site"), kind: "rowHeader", cell: (vote) => vote.siteName },
  { header: t("votePageTexts.when"), cell: (vote) => <ServerDate value={vote.votedAt} /> },
  {
    header: t("votePageTexts.reward"),
    kind: "number",
    // The currency by its icon (and to screen readers by name), so a reward fits a phone's half column.
    cell: (vote) =>
      vote.reward > 0 ? (
        <VoteReward amount={vote.reward} isNameShown={false} />
      ) : (
        <span className={styles.noReward}>{t("votePageTexts.noRewardShort")}</span>
      ),
  },
]

/** The votes the sites confirmed for the player, newest first as the server lists them, or that there are none. */
export const RecentVotes = ({ recent }: { readonly recent: ReadonlyArray<VoteOnPage> }) => {
  const headingId = useId()
  const t = useMessages(voteEnglish)
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.partHeading}>
        {t("votePageTexts.recent")}
      </h2>
      {recent.length === 0 ? (
        <Notice tone="empty">{t("votePageTexts.noRecent")}</Notice>
      ) : (
        <DataTable
          rows={recent}
          columns={columnsOf(t)}
          // A site confirms one vote per player per cooldown, so its name and time tell votes apart.
          rowKey={(vote) => `${vote.siteName}-${vote.votedAt}`}
          label={t("votePageTexts.recent")}
          labelledBy={headingId}
        />
      )}
    </section>
  )
}
