import {
  currencies,
  isPictureAddress,
  type ShopItemField,
  type ShopItemValues,
  type ShopSection,
  shopAdminLimits,
  shopAdminMessages,
  shopIconPattern,
  shopPricePattern,
  shopSectionOf,
  shopSectionOfText,
} from "@gatehouse/domain"

/** A shop category as the console lists it. */
export interface ShopAdminCategory {
  readonly id: number
  readonly category_name: string
  readonly sortOrder: number
  readonly hidden: boolean
  readonly itemCount: number
}

/** A shop item as the console reads it: its number and every editable field, the price as exact text. */
export type ShopAdminItem = { readonly ProductNum: number; readonly section: number } & Omit<
  ShopItemValues,
  "section"
>

/** The editor's fields as typed: text for every box, so nothing is lost or rounded while typing. */
export type ShopItemDraft = {
  readonly [Field in ShopItemField]: ShopItemValues[Field] extends boolean
    ? boolean
    : Field extends "section"
      ? `${ShopSection}`
      : string
}

/** What a saved item is made of, as the console's calls take it. */
export type { ShopItemValues }

export type ShopItemErrors = Partial<Record<ShopItemField, string>>

/** A new item's fields: R-Coin, on sale, in the category given. */
export const emptyShopItemDraft = (categoryId: number | undefined): ShopItemDraft => ({
  categoryId: categoryId === undefined ? "" : String(categoryId),
  ItemName: "",
  price: "",
  section: `${currencies.coin.section}`,
  premium: false,
  onSale: true,
  ribbon: "",
  description: "",
  image_url: "",
  icon: "",
  gameProductNum: "",
  gameItemMain: "",
  gameItemSub: "",
})

const numberText = (value: number | null) => (value === null ? "" : String(value))

export const shopItemDraftOf = (item: ShopAdminItem): ShopItemDraft => ({
  categoryId: String(item.categoryId),
  ItemName: item.ItemName,
  price: item.price,
  section: `${shopSectionOf(item.section)}`,
  premium: item.premium,
  onSale: item.onSale,
  ribbon: item.ribbon ?? "",
  description: item.description ?? "",
  image_url: item.image_url ?? "",
  icon: item.icon ?? "",
  gameProductNum: numberText(item.gameProductNum),
  gameItemMain: numberText(item.gameItemMain),
  gameItemSub: numberText(item.gameItemSub),
})

const orNull = (text: string) => (text.trim() === "" ? null : text.trim())
const wholeNumber = /^\d{1,10}$/

const gameNumberOf = (text: string) => (text.trim() === "" ? null : Number(text.trim()))

/** The same rules the server applies, checked before sending so each field says what is wrong. */
export const shopItemErrorsOf = (draft: ShopItemDraft): ShopItemErrors => {
  const errors: Record<string, string> = {}
  const name = draft.ItemName.trim()
  if (name === "") errors.ItemName = shopAdminMessages.itemNameRequired
  else if (name.length > shopAdminLimits.itemName) errors.ItemName = shopAdminMessages.itemNameTooLong
  if (!shopPricePattern.test(draft.price.trim())) errors.price = shopAdminMessages.price
  if (draft.categoryId === "") errors.categoryId = shopAdminMessages.categoryRequired
  for (const field of ["image_url", "ribbon"] as const) {
    const address = draft[field].trim()
    if (address !== "" && !isPictureAddress(address)) errors[field] = shopAdminMessages.picture
  }
  if (draft.icon.trim() !== "" && !shopIconPattern.test(draft.icon.trim()))
    errors.icon = shopAdminMessages.icon
  for (const field of ["gameProductNum", "gameItemMain", "gameItemSub"] as const) {
    const text = draft[field].trim()
    if (text !== "" && (!wholeNumber.test(text) || Number(text) > 2_147_483_647))
      errors[field] = shopAdminMessages.gameNumber
  }
  return errors
}

/** The values to save, once the draft has no errors. */
export const shopItemValuesOf = (draft: ShopItemDraft): ShopItemValues => ({
  categoryId: Number(draft.categoryId),
  ItemName: draft.ItemName.trim(),
  price: draft.price.trim(),
  section: shopSectionOfText(draft.section),
  premium: draft.premium,
  onSale: draft.onSale,
  ribbon: orNull(draft.ribbon),
  description: orNull(draft.description),
  image_url: orNull(draft.image_url),
  icon: orNull(draft.icon),
  gameProductNum: gameNumberOf(draft.gameProductNum),
  gameItemMain: gameNumberOf(draft.gameItemMain),
  gameItemSub: gameNumberOf(draft.gameItemSub),
})

/** The item as the shop would send it to players, from the unsaved fields (for the preview). */
export const previewItemOf = (draft: ShopItemDraft, productNum = 0) => ({
  ProductNum: productNum,
  ItemName: draft.ItemName.trim() === "" ? null : draft.ItemName.trim(),
  image_url: orNull(draft.image_url),
  icon: orNull(draft.icon),
  price: shopPricePattern.test(draft.price.trim()) ? Number(draft.price.trim()) : null,
  section: shopSectionOfText(draft.section),
  description: orNull(draft.description),
  ribbon: orNull(draft.ribbon),
  premium: draft.premium,
})
export type PreviewItem = ReturnType<typeof previewItemOf>
