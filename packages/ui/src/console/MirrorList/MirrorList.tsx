import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import {
  ConsoleDeleteButton,
  ConsoleEditLink,
  ConsoleRowActions,
} from "../ConsoleRowActions/ConsoleRowActions.tsx"
import { useConfirmedDelete } from "../ConsoleRowActions/useConfirmedDelete.ts"
import * as styles from "./MirrorList.css.ts"
import english from "./MirrorList.en.json"

/** A download link of the full client as staff see it. */
export interface ContentMirror {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly address: string
  /** Shown on the download page. */
  readonly isActive: boolean
}

export interface MirrorListProps {
  /** Every download link, in the page's order. */
  readonly mirrors: ReadonlyArray<ContentMirror>
  /** Where a record's form opens (`&edit={id}`). */
  readonly editHref: (id: number) => string
  /** Where the form for a new record opens (`&edit=new`). */
  readonly newHref: string
  /** Called once the staff member confirmed the deletion. */
  readonly onDelete: (id: number) => void
  /** While a change is being saved: the buttons wait and cannot be pressed again. */
  readonly isPending?: boolean
}

/** The download page's links, in order, with edit and delete (after a confirmation). */
export const MirrorList = ({ mirrors, editHref, newHref, onDelete, isPending = false }: MirrorListProps) => {
  const t = useMessages(english)
  const confirmDelete = useConfirmedDelete((mirror: ContentMirror) => onDelete(mirror.id))
  const columns: ReadonlyArray<DataTableColumn<ContentMirror>> = [
    { header: t("MirrorList.name"), kind: "rowHeader", cell: (mirror) => mirror.name },
    { header: t("MirrorList.description"), cell: (mirror) => mirror.description || "—" },
    {
      header: t("MirrorList.link"),
      cell: (mirror) => <span className={styles.address}>{mirror.address}</span>,
    },
    {
      header: t("MirrorList.shown"),
      cell: (mirror) => (mirror.isActive ? t("MirrorList.on") : t("MirrorList.off")),
    },
    {
      header: t("MirrorList.actions"),
      cell: (mirror) => (
        <ConsoleRowActions>
          <ConsoleEditLink href={editHref(mirror.id)} name={mirror.name} />
          <ConsoleDeleteButton
            name={mirror.name}
            isDisabled={isPending}
            onPress={() => confirmDelete.ask(mirror)}
          />
        </ConsoleRowActions>
      ),
    },
  ]
  return (
    <section className={styles.root} aria-labelledby="download-links-heading">
      <div className={styles.toolbar}>
        <h2 id="download-links-heading" className={styles.heading}>
          {t("MirrorList.heading")}
        </h2>
        <LinkButton tone="primary" href={newHref}>
          {t("MirrorList.newLink")}
        </LinkButton>
      </div>
      {mirrors.length === 0 ? (
        <Notice tone="empty">{t("MirrorList.empty")}</Notice>
      ) : (
        <DataTable
          rows={mirrors}
          columns={columns}
          rowKey={(mirror) => mirror.id}
          label={t("MirrorList.heading")}
        />
      )}
      <ConfirmDialog
        title={t("MirrorList.deleteTitle")}
        message={t("MirrorList.deleteMessage", { name: confirmDelete.deleting?.name ?? "" })}
        confirmLabel={t("MirrorList.delete")}
        {...confirmDelete.dialog}
      />
    </section>
  )
}
