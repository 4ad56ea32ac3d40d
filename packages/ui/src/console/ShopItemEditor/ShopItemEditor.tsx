import { shopRibbonKinds, shopRibbonPicture, shopSectionChoices, shopSectionOfText } from "@gatehouse/domain"
import { type FormEvent, useEffect, useState } from "react"
import { Checkbox, FileTrigger } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { ShopItemPreview } from "../ShopItemPreview/ShopItemPreview.tsx"
import * as styles from "./ShopItemEditor.css.ts"
import {
  previewItemOf,
  type ShopItemDraft,
  type ShopItemErrors,
  type ShopItemValues,
  shopItemErrorsOf,
  shopItemValuesOf,
} from "./shopItemDraft.ts"

/** The picture types the server stores. */
const pictureTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"]

/** Kept as one object, so a form without server errors never sees them change. */
const noServerErrors: ShopItemErrors = {}

const ribbonLabel = (kind: string) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`

export interface ShopItemEditorProps {
  /** "New item" or the item's name. */
  readonly heading: string
  /** The fields the form starts with (a new item's defaults or the saved item). */
  readonly initial: ShopItemDraft
  /** The categories an item can go in. */
  readonly categories: ReadonlyArray<{
    readonly id: number
    readonly category_name: string
    /** A hidden category is named so, since its items stay out of the shop. */
    readonly hidden?: boolean
  }>
  /** Called with the item's values once every field passes the shop's rules. */
  readonly onSave: (values: ShopItemValues) => void
  /**
   * Stores a picture the staff member chose and answers its address, or null when it was refused
   * (the container tells why).
   */
  readonly onUploadPicture: (file: File) => Promise<string | null>
  /** Where Back to the items leads. */
  readonly backHref: string
  /** "Create item" for a new one, "Save changes" otherwise. */
  readonly saveLabel: string
  /** While the item is being saved. */
  readonly isPending?: boolean
  /** What the server refused, by field. */
  readonly errors?: ShopItemErrors
}

/**
 * One shop item's editor: everything players see (name, price and currency, premium, ribbon,
 * description, picture), whether it is on sale, and the game's numbers that delivery needs, with a
 * live preview of the card and tooltip as players will see them, before anything is saved.
 */
export const ShopItemEditor = ({
  heading,
  initial,
  categories,
  onSave,
  onUploadPicture,
  backHref,
  saveLabel,
  isPending = false,
  errors: serverErrors = noServerErrors,
}: ShopItemEditorProps) => {
  const [draft, setDraft] = useState(initial)
  const [checked, setChecked] = useState<ShopItemErrors | null>(null)
  const [isUploading, setUploading] = useState(false)
  // Local checks once the form was submitted; the server's refusals until the field is changed.
  const [refused, setRefused] = useState(serverErrors)
  useEffect(() => setRefused(serverErrors), [serverErrors])
  const errors: ShopItemErrors = { ...refused, ...(checked === null ? {} : shopItemErrorsOf(draft)) }
  const set =
    <Field extends keyof ShopItemDraft>(field: Field) =>
    (value: ShopItemDraft[Field]) => {
      setDraft((current) => ({ ...current, [field]: value }))
      setRefused((current) => ({ ...current, [field]: undefined }))
    }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = shopItemErrorsOf(draft)
    setChecked(found)
    if (Object.keys(found).length === 0) onSave(shopItemValuesOf(draft))
  }
  const upload = async (files: FileList | null) => {
    const file = files?.[0]
    if (file === undefined) return
    setUploading(true)
    try {
      const address = await onUploadPicture(file)
      if (address !== null) set("image_url")(address)
    } finally {
      setUploading(false)
    }
  }
  const ribbonOptions = [
    { value: "", label: "No ribbon" },
    ...shopRibbonKinds.map((kind) => ({ value: shopRibbonPicture(kind), label: ribbonLabel(kind) })),
  ]
  if (draft.ribbon !== "" && !ribbonOptions.some((option) => option.value === draft.ribbon))
    ribbonOptions.push({ value: draft.ribbon, label: "Its own picture" })
  const hasErrors = Object.values(errors).some((message) => message !== undefined)

  return (
    <div className={styles.root}>
      <form className={styles.form} onSubmit={submit} aria-label={heading} noValidate>
        <h2 className={styles.heading}>{heading}</h2>
        {checked !== null && hasErrors && (
          <Notice tone="danger" announce="alert">
            Some fields need attention before the item can be saved.
          </Notice>
        )}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>What players see</legend>
          <TextField
            label="Item name"
            name="ItemName"
            value={draft.ItemName}
            maxLength={100}
            onChange={set("ItemName")}
            errorMessage={errors.ItemName}
          />
          <SelectField
            label="Category"
            name="categoryId"
            value={draft.categoryId}
            onChange={set("categoryId")}
            options={[
              ...(draft.categoryId === "" ? [{ value: "", label: "Choose a category" }] : []),
              ...categories.map((category) => ({
                value: String(category.id),
                label:
                  category.hidden === true ? `${category.category_name} (hidden)` : category.category_name,
              })),
            ]}
            errorMessage={errors.categoryId}
          />
          <div className={styles.pair}>
            <TextField
              label="Price"
              name="price"
              value={draft.price}
              maxLength={13}
              description="Exact, with at most 2 decimals: 120 or 99.50"
              onChange={set("price")}
              errorMessage={errors.price}
            />
            <SelectField
              label="Currency"
              name="section"
              value={draft.section}
              onChange={(value) => set("section")(`${shopSectionOfText(value)}`)}
              options={shopSectionChoices.map((choice) => ({
                value: String(choice.section),
                label: choice.label,
              }))}
              description="The shop section it is sold in"
            />
          </div>
          <Checkbox className={styles.choice} isSelected={draft.premium} onChange={set("premium")}>
            <span className={styles.checkMark} aria-hidden="true" />
            Premium: shown in the premium strip with the 'hot' ribbon
          </Checkbox>
          <SelectField
            label="Ribbon"
            name="ribbon"
            value={draft.ribbon}
            onChange={set("ribbon")}
            options={ribbonOptions}
            description="Shown on its card in the item list"
            errorMessage={errors.ribbon}
          />
          <Field label="Description" errorMessage={errors.description}>
            {(control) => (
              <textarea
                {...control}
                className={`${control.className} ${styles.textArea}`}
                name="description"
                rows={4}
                maxLength={2000}
                value={draft.description}
                onChange={(event) => set("description")(event.target.value)}
              />
            )}
          </Field>
          <div className={styles.upload}>
            <TextField
              label="Picture address"
              name="image_url"
              value={draft.image_url}
              maxLength={500}
              description="Upload a picture, or leave empty to use the icon file"
              onChange={set("image_url")}
              errorMessage={errors.image_url}
            />
            <div>
              <FileTrigger acceptedFileTypes={pictureTypes} onSelect={(files) => void upload(files)}>
                <Button isDisabled={isUploading || isPending}>
                  {isUploading ? "Uploading..." : "Upload a picture"}
                </Button>
              </FileTrigger>
            </div>
          </div>
          <TextField
            label="Icon file"
            name="icon"
            value={draft.icon}
            maxLength={200}
            description="The game's slot image file name, used when there is no picture"
            onChange={set("icon")}
            errorMessage={errors.icon}
          />
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Sale</legend>
          <Checkbox className={styles.choice} isSelected={draft.onSale} onChange={set("onSale")}>
            <span className={styles.checkMark} aria-hidden="true" />
            On sale: shown in the item shop and can be bought
          </Checkbox>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>In the game (for delivery)</legend>
          <TextField
            label="Game ProductNum"
            name="gameProductNum"
            value={draft.gameProductNum}
            maxLength={10}
            description="Its key in the game's ShopItemMap"
            onChange={set("gameProductNum")}
            errorMessage={errors.gameProductNum}
          />
          <div className={styles.pair}>
            <TextField
              label="ItemMain"
              name="gameItemMain"
              value={draft.gameItemMain}
              maxLength={10}
              onChange={set("gameItemMain")}
              errorMessage={errors.gameItemMain}
            />
            <TextField
              label="ItemSub"
              name="gameItemSub"
              value={draft.gameItemSub}
              maxLength={10}
              onChange={set("gameItemSub")}
              errorMessage={errors.gameItemSub}
            />
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" tone="primary" isDisabled={isPending || isUploading}>
            {isPending ? "Saving..." : saveLabel}
          </Button>
          <LinkButton href={backHref} tone="quiet">
            Back to the items
          </LinkButton>
        </div>
      </form>
      <ShopItemPreview item={previewItemOf(draft)} />
    </div>
  )
}
