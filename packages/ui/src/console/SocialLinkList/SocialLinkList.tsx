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
import * as styles from "./SocialLinkList.css.ts"
import english from "./SocialLinkList.en.json"

/** A community page of the Socials page as staff see it. */
export interface ContentSocialLink {
  readonly id: number
  readonly network: string
  readonly name: string
  readonly description: string
  readonly url: string
  readonly isPublished: boolean
}

export interface SocialLinkListProps {
  /** Every social link, in the Socials page's order. */
  readonly links: ReadonlyArray<ContentSocialLink>
  /** Where a record's form opens (`&edit={id}`). */
  readonly editHref: (id: number) => string
  /** Where the form for a new record opens (`&edit=new`). */
  readonly newHref: string
  /** Called with the record's id once the staff member confirmed the deletion. */
  readonly onDelete: (id: number) => void
  /** While a change is being saved: the buttons wait and cannot be pressed again. */
  readonly isPending?: boolean
}

/** The Socials page's community links, in order, with edit and delete (after a confirmation). */
export const SocialLinkList = ({
  links,
  editHref,
  newHref,
  onDelete,
  isPending = false,
}: SocialLinkListProps) => {
  const t = useMessages(english)
  const confirmDelete = useConfirmedDelete((link: ContentSocialLink) => onDelete(link.id))
  const columns: ReadonlyArray<DataTableColumn<ContentSocialLink>> = [
    { header: t("SocialLinkList.name"), kind: "rowHeader", cell: (link) => link.name },
    { header: t("SocialLinkList.network"), cell: (link) => link.network },
    { header: t("SocialLinkList.link"), cell: (link) => <span className={styles.address}>{link.url}</span> },
    {
      header: t("SocialLinkList.shown"),
      cell: (link) => (link.isPublished ? t("SocialLinkList.on") : t("SocialLinkList.off")),
    },
    {
      header: t("SocialLinkList.actions"),
      cell: (link) => (
        <ConsoleRowActions>
          <ConsoleEditLink href={editHref(link.id)} name={link.name} />
          <ConsoleDeleteButton
            name={link.name}
            isDisabled={isPending}
            onPress={() => confirmDelete.ask(link)}
          />
        </ConsoleRowActions>
      ),
    },
  ]
  return (
    <section className={styles.root} aria-labelledby="social-links-heading">
      <div className={styles.toolbar}>
        <h2 id="social-links-heading" className={styles.heading}>
          {t("SocialLinkList.heading")}
        </h2>
        <LinkButton tone="primary" href={newHref}>
          {t("SocialLinkList.newLink")}
        </LinkButton>
      </div>
      {links.length === 0 ? (
        <Notice tone="empty">{t("SocialLinkList.empty")}</Notice>
      ) : (
        <DataTable
          rows={links}
          columns={columns}
          rowKey={(link) => link.id}
          label={t("SocialLinkList.heading")}
        />
      )}
      <ConfirmDialog
        title={t("SocialLinkList.deleteTitle")}
        message={t("SocialLinkList.deleteMessage", { name: confirmDelete.deleting?.name ?? "" })}
        confirmLabel={t("SocialLinkList.delete")}
        {...confirmDelete.dialog}
      />
    </section>
  )
}
