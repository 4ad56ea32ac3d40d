import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleLoadNotice } from "../ConsoleListState/ConsoleListState.tsx"
import { ConsoleDeleteButton, ConsoleRowActions } from "../ConsoleRowActions/ConsoleRowActions.tsx"
import { useConfirmedDelete } from "../ConsoleRowActions/useConfirmedDelete.ts"
import * as styles from "./BannerList.css.ts"

/** A slide of the banner rotator as staff see it. */
export interface ContentBanner {
  readonly id: number
  readonly imgUrl: string | null
  readonly title: string
  readonly linkUrl: string | null
  /** Shown in the rotator; a banner turned off is kept but players do not see it. */
  readonly isActive: boolean
}

export type BannerMove = "up" | "down"

export interface BannerListProps {
  /** Every banner, in the rotator's order. */
  readonly banners: LoadState<ReadonlyArray<ContentBanner>>
  /** Where a banner's form opens (`?tab=banners&edit=3`). */
  readonly editHref: (id: number) => string
  /** Where the form for a new banner opens. */
  readonly newHref: string
  readonly onMove: (id: number, direction: BannerMove) => void
  /** Turns a banner on or off in the rotator. */
  readonly onToggle: (banner: ContentBanner) => void
  /** Called once the staff member confirmed the deletion. */
  readonly onDelete: (id: number) => void
  /** While a change is being saved: the actions wait. */
  readonly isPending?: boolean
}

/**
 * The banner rotator's slides in order, each with its picture, title, link and whether players see
 * it, and the actions: move up or down, edit, turn on or off, delete (after a confirmation).
 */
export const BannerList = ({
  banners,
  editHref,
  newHref,
  onMove,
  onToggle,
  onDelete,
  isPending = false,
}: BannerListProps) => {
  const confirmDelete = useConfirmedDelete((banner: ContentBanner) => onDelete(banner.id))
  if (banners.status !== "loaded") {
    return (
      <ConsoleLoadNotice status={banners.status} failed="The banners could not be read. Please try again." />
    )
  }
  const rows = banners.value
  const columns: ReadonlyArray<DataTableColumn<ContentBanner>> = [
    {
      header: "Picture",
      cell: (banner) =>
        banner.imgUrl === null ? "—" : <img className={styles.thumbnail} src={banner.imgUrl} alt="" />,
    },
    { header: "Title", kind: "rowHeader", cell: (banner) => banner.title },
    { header: "Link", cell: (banner) => banner.linkUrl ?? "—" },
    {
      header: "Shown",
      cell: (banner) => (
        <span className={banner.isActive ? styles.on : styles.off}>{banner.isActive ? "On" : "Off"}</span>
      ),
    },
    {
      header: "Actions",
      cell: (banner) => {
        const index = rows.indexOf(banner)
        return (
          <ConsoleRowActions>
            <Button
              tone="quiet"
              aria-label={`Move ${banner.title} up`}
              isDisabled={isPending || index === 0}
              onPress={() => onMove(banner.id, "up")}
            >
              Up
            </Button>
            <Button
              tone="quiet"
              aria-label={`Move ${banner.title} down`}
              isDisabled={isPending || index === rows.length - 1}
              onPress={() => onMove(banner.id, "down")}
            >
              Down
            </Button>
            <LinkButton tone="secondary" href={editHref(banner.id)}>
              <span aria-hidden="true">Edit</span>
              <span className={styles.hidden}>Edit {banner.title}</span>
            </LinkButton>
            <Button tone="secondary" isDisabled={isPending} onPress={() => onToggle(banner)}>
              {banner.isActive ? "Turn off" : "Turn on"}
              <span className={styles.hidden}> {banner.title}</span>
            </Button>
            <ConsoleDeleteButton
              name={banner.title}
              isDisabled={isPending}
              onPress={() => confirmDelete.ask(banner)}
            />
          </ConsoleRowActions>
        )
      },
    },
  ]
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <p className={styles.note}>Players see the banners that are on, in this order.</p>
        <LinkButton tone="primary" href={newHref}>
          New banner
        </LinkButton>
      </div>
      {rows.length === 0 ? (
        <Notice tone="empty">No banners yet. The rotator shows nothing until one is added.</Notice>
      ) : (
        <DataTable rows={rows} columns={columns} rowKey={(banner) => banner.id} label="Banners" />
      )}
      <ConfirmDialog
        title="Delete banner"
        message={`Delete the banner "${confirmDelete.deleting?.title ?? ""}"? Players will no longer see it, and it cannot be restored.`}
        confirmLabel="Delete"
        {...confirmDelete.dialog}
      />
    </div>
  )
}
