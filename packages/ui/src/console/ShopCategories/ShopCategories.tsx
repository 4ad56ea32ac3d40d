import { shopAdminLimits, shopAdminMessages } from "@gatehouse/domain"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { MessageDialog } from "../../components/MessageDialog/MessageDialog.tsx"
import { PromptDialog } from "../../components/PromptDialog/PromptDialog.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import type { ShopAdminCategory } from "../ShopItemEditor/shopItemDraft.ts"
import * as styles from "./ShopCategories.css.ts"

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
    { header: "Category", kind: "rowHeader", cell: (category) => category.category_name },
    { header: "Items", kind: "number", cell: (category) => category.itemCount },
    {
      header: "In the shop",
      cell: (category) => (category.hidden ? <span className={styles.hidden}>Hidden</span> : "Shown"),
    },
    {
      header: "Actions",
      cell: (category) => {
        const index = ids.indexOf(category.id)
        return (
          <div className={styles.actions}>
            <Button
              tone="quiet"
              isDisabled={isPending || index === 0}
              aria-label={`Move up: ${category.category_name}`}
              onPress={() => onReorder(moved(ids, index, -1))}
            >
              Up
            </Button>
            <Button
              tone="quiet"
              isDisabled={isPending || index === ids.length - 1}
              aria-label={`Move down: ${category.category_name}`}
              onPress={() => onReorder(moved(ids, index, 1))}
            >
              Down
            </Button>
            <Button
              tone="quiet"
              isDisabled={isPending}
              aria-label={`Rename: ${category.category_name}`}
              onPress={() => setDialog({ kind: "rename", category })}
            >
              Rename
            </Button>
            <Button
              tone="quiet"
              isDisabled={isPending}
              aria-label={`${category.hidden ? "Show" : "Hide"}: ${category.category_name}`}
              onPress={() => onToggleHidden(category)}
            >
              {category.hidden ? "Show" : "Hide"}
            </Button>
            <Button
              tone="quiet"
              isDisabled={isPending}
              aria-label={`Delete: ${category.category_name}`}
              onPress={() => setDialog({ kind: "delete", category })}
            >
              Delete
            </Button>
          </div>
        )
      },
    },
  ]

  return (
    <section className={styles.root} aria-labelledby="shop-categories-heading">
      <h2 id="shop-categories-heading" className={styles.heading}>
        Categories
      </h2>
      <form className={styles.create} onSubmit={create} aria-label="Add a category">
        <TextField
          label="New category"
          name="category_name"
          value={name}
          maxLength={shopAdminLimits.categoryName}
          onChange={setName}
          errorMessage={nameError}
        />
        <Button type="submit" isDisabled={isPending}>
          Add category
        </Button>
      </form>
      <ConsoleListState
        list={list}
        isEmpty={(loaded) => loaded.length === 0}
        failed="The shop's categories could not be read. Please try again."
        empty="The shop has no categories yet. Add the first one above."
      >
        {(loaded) => (
          <DataTable
            rows={loaded}
            columns={columns}
            rowKey={(category) => category.id}
            label="Shop categories"
          />
        )}
      </ConsoleListState>
      <PromptDialog
        title="Rename category"
        label={dialog?.kind === "rename" ? `New name for ${dialog.category.category_name}` : "New name"}
        isOpen={dialog?.kind === "rename"}
        maxLength={shopAdminLimits.categoryName}
        submitLabel="Rename"
        onCancel={() => setDialog(null)}
        onSubmit={(typed) => {
          if (dialog?.kind === "rename" && typed.trim() !== "") onRename(dialog.category, typed.trim())
          setDialog(null)
        }}
      />
      <ConfirmDialog
        title="Delete category"
        message={dialog?.kind === "delete" ? `Delete the category ${dialog.category.category_name}?` : ""}
        confirmLabel="Delete"
        isOpen={dialog?.kind === "delete" && dialog.category.itemCount === 0}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === "delete") onDelete(dialog.category)
          setDialog(null)
        }}
      />
      <MessageDialog
        title="Cannot delete"
        message={shopAdminMessages.categoryHasItems}
        isOpen={dialog?.kind === "delete" && dialog.category.itemCount > 0}
        onClose={() => setDialog(null)}
      />
    </section>
  )
}
