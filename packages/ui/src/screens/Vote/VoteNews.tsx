import { voteMessages } from "@gatehouse/domain"
import { Notice } from "../../components/Notice/Notice.tsx"
import { useDomainMessages, useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./Vote.css.ts"
import { VoteReward } from "./VoteReward.tsx"
import { voteEnglish } from "./votePageTexts.ts"
import type { VoteOnPage } from "./votesOnPage.ts"

interface VoteNewsProps {
  readonly isWaiting: boolean
  readonly arrived: ReadonlyArray<VoteOnPage>
}

/**
 * What changed since the player voted: that the site's confirmation is awaited, then each vote as
 * it is confirmed with what it added. Always in the page, and polite, so screen readers hear each
 * line as it comes without losing their place.
 */
export const VoteNews = ({ isWaiting, arrived }: VoteNewsProps) => {
  const t = useMessages(voteEnglish)
  const sayVote = useDomainMessages("voteMessages", voteMessages)
  return (
    <div role="status" className={styles.news}>
      {arrived.map((vote) => (
        <Notice key={`${vote.siteName}-${vote.votedAt}`} tone="success">
          {/* One line of text: the notice lays its children out side by side as separate pieces. */}
          <span>
            {t("votePageTexts.confirmed", { site: vote.siteName })}
            {vote.reward > 0 ? (
              <>
                : <VoteReward amount={vote.reward} />.
              </>
            ) : (
              "."
            )}
          </span>
        </Notice>
      ))}
      {isWaiting && <Notice tone="info">{sayVote("waiting")}</Notice>}
    </div>
  )
}
