import { newsKindName } from "@gatehouse/domain"
import { useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import type { NoticeTone } from "../../components/Notice/Notice.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import { ConsoleOutcome } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import * as styles from "./NewsEditorList.css.ts"
import english from "./NewsEditorList.en.json"

/** One news item as the console lists it. `type` is 0 announcement, 1 guide, 2 event. */
export interface NewsEditorEntry {
  readonly id: number
  readonly type: number
  readonly subject: string
  readonly author: string
  readonly published: boolean
  readonly updated_at: string
  /** The other languages it is written in besides English, by their own names; none when left out. */
  readonly translatedInto?: ReadonlyArray<string>
}

export interface NewsEditorListPage {
  readonly entries: ReadonlyArray<NewsEditorEntry>
  readonly pageCount: number
}

/** What the last action came to, told above the list. */
export interface NewsEditorNotice {
  readonly tone: Extract<NoticeTone, "success" | "danger">
  readonly text: string
}

export interface NewsEditorListProps {
  readonly list: LoadState<NewsEditorListPage>
  readonly page: number
  /** Where the page links lead, the page number appended. */
  readonly pageTarget: string
  /** Where "Write news" leads. */
  readonly newHref: string
  /** Where an item's subject leads: its editor. */
  readonly editHref: (id: number) => string
  /** Publish (true) or take back (false) an item. */
  readonly onSetPublished: (entry: NewsEditorEntry, published: boolean) => void
  /** Delete an item, once the staff member has confirmed it. */
  readonly onDelete: (entry: NewsEditorEntry) => void
  /** The item an action is running on: its buttons wait. */
  readonly pendingId?: number | null
  readonly notice?: NewsEditorNotice | null
}

export const newsEditorListTexts = {
  intro: "Announcements, events and guides, published or not, newest first. Players see only published ones.",
  empty: "No news yet. Write the first one.",
  failed: "The news could not be read. Please try again.",
  confirmTitle: "Delete news item",
  confirmMessage: "Players will no longer see it, and it cannot be brought back.",
} as const

/**
 * The console's list of news, events and guides: every item with its kind, whether players see it
 * and when it last changed, and the actions on it (edit, publish or take back, delete after a
 * confirmation).
 */
export const NewsEditorList = ({
  list,
  page,
  pageTarget,
  newHref,
  editHref,
  onSetPublished,
  onDelete,
  pendingId = null,
  notice = null,
}: NewsEditorListProps) => {
  const t = useMessages(english)
  const [deleting, setDeleting] = useState<NewsEditorEntry | null>(null)

  const columns: ReadonlyArray<DataTableColumn<NewsEditorEntry>> = [
    {
      header: t("NewsEditorList.subject"),
      kind: "rowHeader",
      cell: (entry) => <TextLink href={editHref(entry.id)}>{entry.subject}</TextLink>,
    },
    { header: t("NewsEditorList.kind"), cell: (entry) => newsKindName(entry.type) },
    {
      header: t("NewsEditorList.state"),
      cell: (entry) => (
        <>
          {entry.published ? (
            <span className={styles.state.published}>{t("NewsEditorList.published")}</span>
          ) : (
            <span className={styles.state.draft}>{t("NewsEditorList.draft")}</span>
          )}
          {entry.translatedInto !== undefined && entry.translatedInto.length > 0 && (
            <span className={styles.languages}>
              {t("NewsEditorList.alsoIn", { languages: entry.translatedInto.join(", ") })}
            </span>
          )}
        </>
      ),
    },
    { header: t("NewsEditorList.writer"), cell: (entry) => entry.author },
    { header: t("NewsEditorList.lastChange"), cell: (entry) => <ServerDate value={entry.updated_at} /> },
    {
      header: t("NewsEditorList.actions"),
      cell: (entry) => (
        <div className={styles.actions}>
          <Button
            tone="secondary"
            isPending={pendingId === entry.id}
            aria-label={t(entry.published ? "NewsEditorList.unpublishOf" : "NewsEditorList.publishOf", {
              subject: entry.subject,
            })}
            onPress={() => onSetPublished(entry, !entry.published)}
          >
            {entry.published ? t("NewsEditorList.unpublish") : t("NewsEditorList.publish")}
          </Button>
          <Button
            tone="quiet"
            isDisabled={pendingId === entry.id}
            aria-label={t("NewsEditorList.deleteOf", { subject: entry.subject })}
            onPress={() => setDeleting(entry)}
          >
            {t("NewsEditorList.delete")}
          </Button>
        </div>
      ),
    },
  ]

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <p className={styles.intro}>{t("NewsEditorList.intro")}</p>
        <LinkButton tone="primary" href={newHref}>
          {t("NewsEditorList.write")}
        </LinkButton>
      </div>
      <ConsoleOutcome outcome={notice} />
      <ConsoleListState
        list={list}
        isEmpty={(found) => found.entries.length === 0}
        failed={t("NewsEditorList.failed")}
        empty={t("NewsEditorList.empty")}
      >
        {(found) => (
          <>
            <DataTable
              rows={found.entries}
              columns={columns}
              rowKey={(entry) => entry.id}
              label={t("NewsEditorList.tableLabel")}
            />
            <Pager
              current={page}
              last={found.pageCount}
              target={pageTarget}
              label={t("NewsEditorList.pagerLabel")}
            />
          </>
        )}
      </ConsoleListState>
      <ConfirmDialog
        title={t("NewsEditorList.confirmTitle")}
        message={t("NewsEditorList.confirmMessage")}
        isOpen={deleting !== null}
        confirmLabel={t("NewsEditorList.delete")}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) onDelete(deleting)
          setDeleting(null)
        }}
      >
        {deleting !== null && <p>“{deleting.subject}”</p>}
      </ConfirmDialog>
    </div>
  )
}
