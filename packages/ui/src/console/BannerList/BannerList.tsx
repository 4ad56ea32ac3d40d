import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleLoadNotice } from "../ConsoleListState/ConsoleListState.tsx"
import { ConsoleDeleteButton, ConsoleRowActions } from "../ConsoleRowActions/ConsoleRowActions.tsx"
import { useConfirmedDelete } from "../ConsoleRowActions/useConfirmedDelete.ts"
import * as styles from "./BannerList.css.ts"
import english from "./BannerList.en.json"

/** A slide of the banner rotator as staff see it. */
export interface ContentBanner {
  readonly id: number
  readonly imgUrl: string | null
  readonly title: string
  readonly linkUrl: string | null
  /** Shown in the rotator; a banner turned off is kept but players do not see it. */
  readonly isActive: boolean
  /** The other languages its title is written in besides English, by their own names; none when left out. */
  readonly translatedInto?: ReadonlyArray<string>
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
  const t = useMessages(english)
  const confirmDelete = useConfirmedDelete((banner: ContentBanner) => onDelete(banner.id))
  if (banners.status !== "loaded") {
    return <ConsoleLoadNotice status={banners.status} failed={t("BannerList.failed")} />
  }
  const rows = banners.value
  const columns: ReadonlyArray<DataTableColumn<ContentBanner>> = [
    {
      header: t("BannerList.picture"),
      cell: (banner) =>
        banner.imgUrl === null ? "—" : <img className={styles.thumbnail} src={banner.imgUrl} alt="" />,
    },
    { header: t("BannerList.title"), kind: "rowHeader", cell: (banner) => banner.title },
    { header: t("BannerList.link"), cell: (banner) => banner.linkUrl ?? "—" },
    {
      header: t("BannerList.shown"),
      cell: (banner) => (
        <>
          <span className={banner.isActive ? styles.on : styles.off}>
            {banner.isActive ? t("BannerList.on") : t("BannerList.off")}
          </span>
          {banner.translatedInto !== undefined && banner.translatedInto.length > 0 && (
            <span className={styles.languages}>
              {t("BannerList.alsoIn", { languages: banner.translatedInto.join(", ") })}
            </span>
          )}
        </>
      ),
    },
    {
      header: t("BannerList.actions"),
      cell: (banner) => {
        const index = rows.indexOf(banner)
        return (
          <ConsoleRowActions>
            <Button
              tone="quiet"
              aria-label={t("BannerList.moveUp", { title: banner.title })}
              isDisabled={isPending || index === 0}
              onPress={() => onMove(banner.id, "up")}
            >
              {t("BannerList.up")}
            </Button>
            <Button
              tone="quiet"
              aria-label={t("BannerList.moveDown", { title: banner.title })}
              isDisabled={isPending || index === rows.length - 1}
              onPress={() => onMove(banner.id, "down")}
            >
              {t("BannerList.down")}
            </Button>
            <LinkButton tone="secondary" href={editHref(banner.id)}>
              <span aria-hidden="true">{t("BannerList.edit")}</span>
              <span className={styles.hidden}>{t("BannerList.editOf", { title: banner.title })}</span>
            </LinkButton>
            <Button tone="secondary" isDisabled={isPending} onPress={() => onToggle(banner)}>
              {banner.isActive ? t("BannerList.turnOff") : t("BannerList.turnOn")}
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
        <p className={styles.note}>{t("BannerList.note")}</p>
        <LinkButton tone="primary" href={newHref}>
          {t("BannerList.newBanner")}
        </LinkButton>
      </div>
      {rows.length === 0 ? (
        <Notice tone="empty">{t("BannerList.empty")}</Notice>
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(banner) => banner.id}
          label={t("BannerList.tableLabel")}
        />
      )}
      <ConfirmDialog
        title={t("BannerList.deleteTitle")}
        message={t("BannerList.deleteMessage", { title: confirmDelete.deleting?.title ?? "" })}
        confirmLabel={t("BannerList.delete")}
        {...confirmDelete.dialog}
      />
    </div>
  )
}
