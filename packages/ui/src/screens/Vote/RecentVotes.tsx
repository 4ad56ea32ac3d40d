import { useId } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import * as styles from "./Vote.css.ts"
import { VoteReward } from "./VoteReward.tsx"
import { votePageTexts as texts } from "./votePageTexts.ts"
import type { VoteOnPage } from "./votesOnPage.ts"

const columns: ReadonlyArray<DataTableColumn<VoteOnPage>> = [
  { header: texts.site, kind: "rowHeader", cell: (vote) => vote.siteName },
  { header: texts.when, cell: (vote) => <ServerDate value={vote.votedAt} /> },
  {
    header: texts.reward,
    kind: "number",
    // The currency by its icon (and to screen readers by name), so a reward fits a phone's half column.
    cell: (vote) =>
      vote.reward > 0 ? (
        <VoteReward amount={vote.reward} isNameShown={false} />
      ) : (
        <span className={styles.noReward}>{texts.noRewardShort}</span>
      ),
  },
]

/** The votes the sites confirmed for the player, newest first as the server lists them, or that there are none. */
export const RecentVotes = ({ recent }: { readonly recent: ReadonlyArray<VoteOnPage> }) => {
  const headingId = useId()
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.partHeading}>
        {texts.recent}
      </h2>
      {recent.length === 0 ? (
        <Notice tone="empty">{texts.noRecent}</Notice>
      ) : (
        <DataTable
          rows={recent}
          columns={columns}
          // A site confirms one vote per player per cooldown, so its name and time tell votes apart.
          rowKey={(vote) => `${vote.siteName}-${vote.votedAt}`}
          label={texts.recent}
          labelledBy={headingId}
        />
      )}
    </section>
  )
}
