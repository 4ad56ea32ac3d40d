import type { DownloadItem } from "@gatehouse/domain"
import { useId } from "react"
import { LinkButton } from "../../components/Button/Button.tsx"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { RefreshHeader } from "../../components/RefreshHeader/RefreshHeader.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { Loadable } from "../loadable.ts"
import { DownloadArt } from "./DownloadArt.tsx"
import * as styles from "./Downloads.css.ts"
import english from "./downloadTexts.en.json"

/** One row of the System Requirement table: its component's label and the two columns. */
export interface SystemRequirementRow {
  readonly component: string
  readonly label: string
  readonly minimum: string
  readonly recommended: string
}

export interface DownloadsProps {
  /** The game's download links: loading, failed or loaded. */
  readonly downloads: Loadable<DownloadItem>
  /** The table of minimum and recommended computer requirements: loading, failed or loaded. */
  readonly requirements: Loadable<SystemRequirementRow>
  /** Called when the player presses refresh, to load the download links afresh. */
  readonly onRefresh?: () => void
  /** While the links reload: the refresh button shows it is busy and cannot be pressed again. */
  readonly isRefreshing?: boolean
}

const DownloadLinks = ({ downloads }: Pick<DownloadsProps, "downloads">) => {
  const t = useMessages(english)
  if (downloads.status === "loading")
    return (
      <Notice tone="empty" announce="status">
        {t("downloadTexts.loadingLinks")}
      </Notice>
    )
  const entries = downloads.status === "loaded" ? downloads.value : []
  if (entries.length === 0) return <Notice tone="empty">{t("downloadTexts.noLinks")}</Notice>
  return (
    <ul className={styles.links}>
      {entries.map((entry) => (
        <li key={entry.seq}>
          {/* The picture is the link's look; its words name the mirror, so a player knows which one to pick. */}
          <a className={styles.imageLink} href={entry.link_address} target="_blank" rel="noopener noreferrer">
            {entry.link_icon !== null ? (
              <img className={styles.linkImage} src={entry.link_icon} alt="" />
            ) : (
              <DownloadArt />
            )}
            <span className={styles.linkWords}>
              <span className={styles.linkName}>{entry.link_name}</span>
              {entry.link_description !== null && (
                <span className={styles.linkDescription}>{entry.link_description}</span>
              )}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

const Requirements = ({
  requirements,
  headingId,
}: Pick<DownloadsProps, "requirements"> & { readonly headingId: string }) => {
  const t = useMessages(english)
  if (requirements.status === "loading")
    return (
      <Notice tone="empty" announce="status">
        {t("downloadTexts.loadingRequirements")}
      </Notice>
    )
  if (requirements.status === "failed")
    return <Notice tone="danger">{t("downloadTexts.requirementsFailed")}</Notice>
  return (
    <DataTable
      rows={requirements.value}
      rowKey={(row) => row.component}
      label={t("downloadTexts.requirementsHeading")}
      labelledBy={headingId}
      columns={[
        { header: t("downloadTexts.component"), kind: "rowHeader", cell: (row) => row.label },
        { header: t("downloadTexts.minimum"), cell: (row) => row.minimum },
        { header: t("downloadTexts.recommended"), cell: (row) => row.recommended },
      ]}
    />
  )
}

/**
 * The Download page: the game client's links, the guides, the System Requirement table and the
 * single-client warning. A failed link load reads as no links (the page still guides the player).
 */
export const Downloads = ({ downloads, requirements, onRefresh, isRefreshing }: DownloadsProps) => {
  const t = useMessages(english)
  const headingId = useId()
  return (
    <article className={styles.root}>
      <section className={styles.section}>
        <RefreshHeader
          onRefresh={onRefresh}
          refreshLabel={t("downloadTexts.refreshLinks")}
          isRefreshing={isRefreshing ?? false}
        >
          <h1 className={styles.heading}>{t("downloadTexts.heading")}</h1>
        </RefreshHeader>
        <p className={styles.note}>{t("downloadTexts.chooseOne")}</p>
        <DownloadLinks downloads={downloads} />
      </section>
      <section className={styles.guides} aria-label={t("downloadTexts.guides")}>
        <LinkButton href="/instructions">{t("downloadTexts.fullGuide")}</LinkButton>
        <LinkButton href="/characters" tone="secondary">
          {t("downloadTexts.quickGuide")}
        </LinkButton>
        <span className={styles.note}>{t("downloadTexts.quickGuideNote")}</span>
      </section>
      <section className={styles.section}>
        <h2 id={headingId} className={styles.subheading}>
          {t("downloadTexts.requirementsHeading")}
        </h2>
        <Requirements requirements={requirements} headingId={headingId} />
        <Notice tone="info">{t("downloadTexts.singleClient")}</Notice>
      </section>
    </article>
  )
}
