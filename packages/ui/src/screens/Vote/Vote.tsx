import { voteMessages } from "@gatehouse/domain"
import { useId } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { useDomainMessages, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import { RecentVotes } from "./RecentVotes.tsx"
import * as styles from "./Vote.css.ts"
import { VoteNews } from "./VoteNews.tsx"
import { VoteSiteCard } from "./VoteSiteCard.tsx"
import { voteEnglish } from "./votePageTexts.ts"
import type { VoteOnPage, VotePageOnPage, VoteSiteOnPage } from "./votesOnPage.ts"

export interface VoteProps {
  /** The page's heading: the section's name (the menu calls it Vote). */
  readonly title?: string
  /** The voting sites and the player's recent votes: loading, failed, or loaded. */
  readonly page: LoadState<VotePageOnPage>
  /** Asks for the page again after it failed to load. */
  readonly onRetry: () => void
  /** The player opened a site's vote page in a new tab: the page starts watching for the site's confirmation. */
  readonly onVote: (site: VoteSiteOnPage) => void
  /** True while the page watches for a vote the player just cast to be confirmed. */
  readonly isWaiting?: boolean
  /** The votes confirmed while the page was open, newest first: each is told once as it arrives. */
  readonly arrived?: ReadonlyArray<VoteOnPage>
}

const noVotes: ReadonlyArray<VoteOnPage> = []

/**
 * The player's Vote page: what voting earns, each toplist with its reward and either its vote link
 * (a new tab, with the player's name already in it) or the time left until it takes a vote again,
 * the news of votes being confirmed, and the player's recent votes.
 */
export const Vote = ({ title, page, onRetry, onVote, isWaiting = false, arrived = noVotes }: VoteProps) => {
  const sitesHeadingId = useId()
  const t = useMessages(voteEnglish)
  const sayVote = useDomainMessages("voteMessages", voteMessages)
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title ?? t("votePageTexts.title")}</h1>
      {page.status === "loading" && <Spinner label={t("votePageTexts.loading")} />}
      {page.status === "failed" && (
        <Notice
          tone="danger"
          action={
            <Button tone="secondary" onPress={onRetry}>
              {t("votePageTexts.retry")}
            </Button>
          }
        >
          {t("votePageTexts.loadFailed")}
        </Notice>
      )}
      {page.status === "loaded" && (
        <>
          <div>
            <p className={styles.intro}>{sayVote("intro")}</p>
            <VoteNews isWaiting={isWaiting} arrived={arrived} />
          </div>
          <section className={styles.part} aria-labelledby={sitesHeadingId}>
            <h2 id={sitesHeadingId} className={styles.partHeading}>
              {t("votePageTexts.sites")}
            </h2>
            {page.value.sites.length === 0 ? (
              <Notice tone="empty">{sayVote("none")}</Notice>
            ) : (
              <div className={styles.cards}>
                {page.value.sites.map((site) => (
                  <VoteSiteCard key={site.id} site={site} onVote={onVote} />
                ))}
              </div>
            )}
          </section>
          <RecentVotes recent={page.value.recent} />
        </>
      )}
    </article>
  )
}
