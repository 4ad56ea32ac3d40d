import { shopAdminLimits, shopAdminMessages } from "@gatehouse/domain"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { MessageDialog } from "../../components/MessageDialog/MessageDialog.tsx"
import { PromptDialog } from "../../components/PromptDialog/PromptDialog.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import type { ShopAdminCategory } from "../ShopItemEditor/shopItemDraft.ts"
import * as styles from "./ShopCategories.css.ts"
import english from "./ShopCategories.en.json"

export interface ShopCategoriesProps {
  readonly list: LoadState<ReadonlyArray<ShopAdminCategory>>
  /** Called with a new category's name. */
  readonly onCreate: (name: string) => void
  readonly onRename: (category: ShopAdminCategory, name: string) => void
  /** Hides a shown category (its items leave the shop with it) or shows a hidden one. */
  readonly onToggleHidden: (category: ShopAdminCategory) => void
  /** Called with every category's id in the new order of the shop's tabs. */
  readonly onReorder: (ids: ReadonlyArray<number>) => void
  /** Called once the staff member confirmed deleting an empty category. */
  readonly onDelete: (category: ShopAdminCategory) => void
  /** While a change is under way: the actions wait for it. */
  readonly isPending?: boolean
}

type Dialog =
  | { readonly kind: "rename"; readonly category: ShopAdminCategory }
  | { readonly kind: "delete"; readonly category: ShopAdminCategory }

/** The order with one category moved one place up (-1) or down (+1). */
const moved = (ids: ReadonlyArray<number>, index: number, step: -1 | 1) => {
  const next = [...ids]
  const [id] = next.splice(index, 1)
  if (id !== undefined) next.splice(index + step, 0, id)
  return next
}

/**
 * The shop's categories, in the order of the shop's tabs: add one, rename, move up or down, hide
 * (its items leave the shop with it) or show again, and delete one that holds no items.
 */
export const ShopCategories = ({
  list,
  onCreate,
  onRename,
  onToggleHidden,
  onReorder,
  onDelete,
  isPending = false,
}: ShopCategoriesProps) => {
  const t = useMessages(english)
  const [name, setName] = useState("")
  const [nameError, setNameError] = useState<string | undefined>(undefined)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const create = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim() === "") {
      setNameError(shopAdminMessages.categoryNameRequired)
      return
    }
    setNameError(undefined)
    onCreate(name.trim())
    setName("")
  }
  const categories = list.status === "loaded" ? list.value : []
  const ids = categories.map((category) => category.id)

  const columns: ReadonlyArray<DataTableColumn<ShopAdminCategory>> = [
    { header: t("ShopCategories.category"), kind: "rowHeader", cell: (category) => category.category_name },
    { header: t("ShopCategories.items"), kind: "number", cell: (category) => category.itemCount },
    {
      header: t("ShopCategories.inTheShop"),
      cell: (category) =>
        category.hidden ? (
          <span className={styles.hidden}>{t("ShopCategories.hidden")}</span>
        ) : (
          t("ShopCategories.shown")
        ),
    },
    {
      header: t("ShopCategories.actions"),
      cell: (category) => {
        const index = ids.indexOf(category.id)
        return (
          <div className={styles.actions}>
            <Button
              tone="quiet"
              isDisabled={isPending || index === 0}
              aria-label={t("ShopCategories.moveUpOf", { name: category.category_name })}
              onPress={() => onReorder(moved(ids, index, -1))}
            >
              {t("ShopCategories.up")}
            </Button>
            <Button
              tone="quiet"
              isDisabled={isPending || index === ids.length - 1}
              aria-label={t("ShopCategories.moveDownOf", { name: category.category_name })}
              onPress={() => onReorder(moved(ids, index, 1))}
            >
              {t("ShopCategories.down")}
            </Button>
            <Button
              tone="quiet"
              isDisabled={isPending}
              aria-label={t("ShopCategories.renameOf", { name: category.category_name })}
              onPress={() => setDialog({ kind: "rename", category })}
            >
              {t("ShopCategories.rename")}
            </Button>
            <Button
              tone="quiet"
              isDisabled={isPending}
              aria-label={t(category.hidden ? "ShopCategories.showOf" : "ShopCategories.hideOf", {
                name: category.category_name,
              })}
              onPress={() => onToggleHidden(category)}
            >
              {category.hidden ? t("ShopCategories.show") : t("ShopCategories.hide")}
            </Button>
            <Button
              tone="quiet"
              isDisabled={isPending}
              aria-label={t("ShopCategories.deleteOf", { name: category.category_name })}
              onPress={() => setDialog({ kind: "delete", category })}
            >
              {t("ShopCategories.delete")}
            </Button>
          </div>
        )
      },
    },
  ]

  return (
    <section className={styles.root} aria-labelledby="shop-categories-heading">
      <h2 id="shop-categories-heading" className={styles.heading}>
        {t("ShopCategories.heading")}
      </h2>
      <form className={styles.create} onSubmit={create} aria-label={t("ShopCategories.addForm")}>
        <TextField
          label={t("ShopCategories.newCategory")}
          name="category_name"
          value={name}
          maxLength={shopAdminLimits.categoryName}
          onChange={setName}
          errorMessage={nameError}
        />
        <Button type="submit" isDisabled={isPending}>
          {t("ShopCategories.add")}
        </Button>
      </form>
      <ConsoleListState
        list={list}
        isEmpty={(loaded) => loaded.length === 0}
        failed={t("ShopCategories.failed")}
        empty={t("ShopCategories.empty")}
      >
        {(loaded) => (
          <DataTable
            rows={loaded}
            columns={columns}
            rowKey={(category) => category.id}
            label={t("ShopCategories.tableLabel")}
          />
        )}
      </ConsoleListState>
      <PromptDialog
        title={t("ShopCategories.renameTitle")}
        label={
          dialog?.kind === "rename"
            ? t("ShopCategories.newNameFor", { name: dialog.category.category_name })
            : t("ShopCategories.newName")
        }
        isOpen={dialog?.kind === "rename"}
        maxLength={shopAdminLimits.categoryName}
        submitLabel={t("ShopCategories.rename")}
        onCancel={() => setDialog(null)}
        onSubmit={(typed) => {
          if (dialog?.kind === "rename" && typed.trim() !== "") onRename(dialog.category, typed.trim())
          setDialog(null)
        }}
      />
      <ConfirmDialog
        title={t("ShopCategories.deleteTitle")}
        message={
          dialog?.kind === "delete"
            ? t("ShopCategories.deleteMessage", { name: dialog.category.category_name })
            : ""
        }
        confirmLabel={t("ShopCategories.delete")}
        isOpen={dialog?.kind === "delete" && dialog.category.itemCount === 0}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === "delete") onDelete(dialog.category)
          setDialog(null)
        }}
      />
      <MessageDialog
        title={t("ShopCategories.cannotDelete")}
        message={shopAdminMessages.categoryHasItems}
        isOpen={dialog?.kind === "delete" && dialog.category.itemCount > 0}
        onClose={() => setDialog(null)}
      />
    </section>
  )
}
