import { shopRibbonKinds, shopRibbonPicture, shopSectionChoices, shopSectionOfText } from "@gatehouse/domain"
import { type FormEvent, useEffect, useState } from "react"
import { Checkbox, FileTrigger } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ShopItemPreview } from "../ShopItemPreview/ShopItemPreview.tsx"
import * as styles from "./ShopItemEditor.css.ts"
import english from "./ShopItemEditor.en.json"
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
  const t = useMessages(english)
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
    { value: "", label: t("ShopItemEditor.noRibbon") },
    ...shopRibbonKinds.map((kind) => ({ value: shopRibbonPicture(kind), label: ribbonLabel(kind) })),
  ]
  if (draft.ribbon !== "" && !ribbonOptions.some((option) => option.value === draft.ribbon))
    ribbonOptions.push({ value: draft.ribbon, label: t("ShopItemEditor.ownPicture") })
  const hasErrors = Object.values(errors).some((message) => message !== undefined)

  return (
    <div className={styles.root}>
      <form className={styles.form} onSubmit={submit} aria-label={heading} noValidate>
        <h2 className={styles.heading}>{heading}</h2>
        {checked !== null && hasErrors && (
          <Notice tone="danger" announce="alert">
            {t("ShopItemEditor.needsAttention")}
          </Notice>
        )}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t("ShopItemEditor.whatPlayersSee")}</legend>
          <TextField
            label={t("ShopItemEditor.itemName")}
            name="ItemName"
            value={draft.ItemName}
            maxLength={100}
            onChange={set("ItemName")}
            errorMessage={errors.ItemName}
          />
          <SelectField
            label={t("ShopItemEditor.category")}
            name="categoryId"
            value={draft.categoryId}
            onChange={set("categoryId")}
            options={[
              ...(draft.categoryId === "" ? [{ value: "", label: t("ShopItemEditor.chooseCategory") }] : []),
              ...categories.map((category) => ({
                value: String(category.id),
                label:
                  category.hidden === true
                    ? t("ShopItemEditor.hidden", { name: category.category_name })
                    : category.category_name,
              })),
            ]}
            errorMessage={errors.categoryId}
          />
          <div className={styles.pair}>
            <TextField
              label={t("ShopItemEditor.price")}
              name="price"
              value={draft.price}
              maxLength={13}
              description={t("ShopItemEditor.priceDescription")}
              onChange={set("price")}
              errorMessage={errors.price}
            />
            <SelectField
              label={t("ShopItemEditor.currency")}
              name="section"
              value={draft.section}
              onChange={(value) => set("section")(`${shopSectionOfText(value)}`)}
              options={shopSectionChoices.map((choice) => ({
                value: String(choice.section),
                label: choice.label,
              }))}
              description={t("ShopItemEditor.currencyDescription")}
            />
          </div>
          <Checkbox className={styles.choice} isSelected={draft.premium} onChange={set("premium")}>
            <span className={styles.checkMark} aria-hidden="true" />
            {t("ShopItemEditor.premium")}
          </Checkbox>
          <SelectField
            label={t("ShopItemEditor.ribbon")}
            name="ribbon"
            value={draft.ribbon}
            onChange={set("ribbon")}
            options={ribbonOptions}
            description={t("ShopItemEditor.ribbonDescription")}
            errorMessage={errors.ribbon}
          />
          <Field label={t("ShopItemEditor.description")} errorMessage={errors.description}>
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
              label={t("ShopItemEditor.pictureAddress")}
              name="image_url"
              value={draft.image_url}
              maxLength={500}
              description={t("ShopItemEditor.pictureDescription")}
              onChange={set("image_url")}
              errorMessage={errors.image_url}
            />
            <div>
              <FileTrigger acceptedFileTypes={pictureTypes} onSelect={(files) => void upload(files)}>
                <Button isDisabled={isUploading || isPending}>
                  {isUploading ? t("ShopItemEditor.uploading") : t("ShopItemEditor.upload")}
                </Button>
              </FileTrigger>
            </div>
          </div>
          <TextField
            label={t("ShopItemEditor.iconFile")}
            name="icon"
            value={draft.icon}
            maxLength={200}
            description={t("ShopItemEditor.iconDescription")}
            onChange={set("icon")}
            errorMessage={errors.icon}
          />
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t("ShopItemEditor.sale")}</legend>
          <Checkbox className={styles.choice} isSelected={draft.onSale} onChange={set("onSale")}>
            <span className={styles.checkMark} aria-hidden="true" />
            {t("ShopItemEditor.onSale")}
          </Checkbox>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t("ShopItemEditor.inTheGame")}</legend>
          <TextField
            label={t("ShopItemEditor.gameProductNum")}
            name="gameProductNum"
            value={draft.gameProductNum}
            maxLength={10}
            description={t("ShopItemEditor.gameProductNumDescription")}
            onChange={set("gameProductNum")}
            errorMessage={errors.gameProductNum}
          />
          <div className={styles.pair}>
            <TextField
              label={t("ShopItemEditor.itemMain")}
              name="gameItemMain"
              value={draft.gameItemMain}
              maxLength={10}
              onChange={set("gameItemMain")}
              errorMessage={errors.gameItemMain}
            />
            <TextField
              label={t("ShopItemEditor.itemSub")}
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
            {isPending ? t("ShopItemEditor.saving") : saveLabel}
          </Button>
          <LinkButton href={backHref} tone="quiet">
            {t("ShopItemEditor.back")}
          </LinkButton>
        </div>
      </form>
      <ShopItemPreview item={previewItemOf(draft)} />
    </div>
  )
}
