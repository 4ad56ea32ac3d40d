import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import {
  ConsoleDeleteButton,
  ConsoleEditLink,
  ConsoleRowActions,
} from "../ConsoleRowActions/ConsoleRowActions.tsx"
import { useConfirmedDelete } from "../ConsoleRowActions/useConfirmedDelete.ts"
import * as styles from "./SocialLinkList.css.ts"

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
  const confirmDelete = useConfirmedDelete((link: ContentSocialLink) => onDelete(link.id))
  const columns: ReadonlyArray<DataTableColumn<ContentSocialLink>> = [
    { header: "Name", kind: "rowHeader", cell: (link) => link.name },
    { header: "Network", cell: (link) => link.network },
    { header: "Link", cell: (link) => <span className={styles.address}>{link.url}</span> },
    { header: "Shown", cell: (link) => (link.isPublished ? "On" : "Off") },
    {
      header: "Actions",
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
          Social links
        </h2>
        <LinkButton tone="primary" href={newHref}>
          New social link
        </LinkButton>
      </div>
      {links.length === 0 ? (
        <Notice tone="empty">No social links yet. The Socials page is empty until one is added.</Notice>
      ) : (
        <DataTable rows={links} columns={columns} rowKey={(link) => link.id} label="Social links" />
      )}
      <ConfirmDialog
        title="Delete social link"
        message={`Delete the social link "${confirmDelete.deleting?.name ?? ""}"? Players will no longer see it.`}
        confirmLabel="Delete"
        {...confirmDelete.dialog}
      />
    </section>
  )
}
