import { voteMessages } from "@gatehouse/domain"
import { useId } from "react"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { useDomainMessages, useMessages } from "../../i18n/Messages.tsx"
import { countdownText } from "./countdown.ts"
import { useTimeLeft } from "./useTimeLeft.ts"
import { hasReward, VoteReward } from "./VoteReward.tsx"
import * as styles from "./VoteSiteCard.css.ts"
import { voteEnglish } from "./votePageTexts.ts"
import type { VoteSiteOnPage } from "./votesOnPage.ts"

interface VoteSiteCardProps {
  readonly site: VoteSiteOnPage
  /** The player opened the site's vote page (in a new tab). */
  readonly onVote: (site: VoteSiteOnPage) => void
}

/**
 * One toplist: its name, what a vote earns and how often, and either the link to vote there or,
 * while its cooldown runs, the time left and when it ends. The link comes back by itself when the
 * time is up; the server still has the last word on whether a vote counts.
 */
export const VoteSiteCard = ({ site, onVote }: VoteSiteCardProps) => {
  const headingId = useId()
  const timeLeft = useTimeLeft(site.nextVoteAt)
  const t = useMessages(voteEnglish)
  const sayVote = useDomainMessages("voteMessages", voteMessages)
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {site.name}
      </h3>
      {hasReward(site) ? (
        <p className={styles.reward}>
          <VoteReward amount={site.reward} />
        </p>
      ) : (
        <p className={styles.noReward}>{sayVote("noReward")}</p>
      )}
      <p className={styles.cooldown}>
        {t("votePageTexts.cooldown", { hours: site.cooldownHours, shown: String(site.cooldownHours) })}
      </p>
      {timeLeft > 0 ? (
        <div className={styles.wait}>
          <p className={styles.countdown}>
            {t("votePageTexts.voteAgainIn")}{" "}
            <span className={styles.timeLeft}>{countdownText(timeLeft)}</span>
          </p>
          <p className={styles.opensAt}>
            {t("votePageTexts.openAgainAt")} <ServerDate value={site.nextVoteAt} />
          </p>
        </div>
      ) : (
        <LinkButton tone="primary" isFullWidth href={site.voteUrl} isExternal onPress={() => onVote(site)}>
          {t("votePageTexts.voteOnSite", { site: site.name })}
        </LinkButton>
      )}
    </section>
  )
}
