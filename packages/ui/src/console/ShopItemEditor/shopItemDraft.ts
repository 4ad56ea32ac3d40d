import {
  isShopPictureAddress,
  shopAdminLimits,
  shopAdminMessages,
  shopIconPattern,
  shopPricePattern,
} from "@gatehouse/domain"

/** A shop category as the console lists it. */
export interface ShopAdminCategory {
  readonly id: number
  readonly category_name: string
  readonly sortOrder: number
  readonly hidden: boolean
  readonly itemCount: number
}

/** A shop item as the console reads it: the price as exact text, every editable field. */
export interface ShopAdminItem {
  readonly ProductNum: number
  readonly categoryId: number
  readonly ItemName: string
  readonly price: string
  readonly section: number
  readonly premium: boolean
  readonly onSale: boolean
  readonly ribbon: string | null
  readonly description: string | null
  readonly image_url: string | null
  readonly icon: string | null
  readonly gameProductNum: number | null
  readonly gameItemMain: number | null
  readonly gameItemSub: number | null
}

/** The editor's fields as typed: text for every box, so nothing is lost or rounded while typing. */
export interface ShopItemDraft {
  readonly categoryId: string
  readonly ItemName: string
  readonly price: string
  readonly section: "1" | "2"
  readonly premium: boolean
  readonly onSale: boolean
  readonly ribbon: string
  readonly description: string
  readonly image_url: string
  readonly icon: string
  readonly gameProductNum: string
  readonly gameItemMain: string
  readonly gameItemSub: string
}

export type ShopItemField = keyof ShopItemDraft

/** What a saved item is made of, as the console's calls take it. */
export interface ShopItemValues {
  readonly categoryId: number
  readonly ItemName: string
  readonly price: string
  readonly section: 1 | 2
  readonly premium: boolean
  readonly onSale: boolean
  readonly ribbon: string | null
  readonly description: string | null
  readonly image_url: string | null
  readonly icon: string | null
  readonly gameProductNum: number | null
  readonly gameItemMain: number | null
  readonly gameItemSub: number | null
}

export type ShopItemErrors = Partial<Record<ShopItemField, string>>

/** A new item's fields: R-Coin, on sale, in the category given. */
export const emptyShopItemDraft = (categoryId: number | undefined): ShopItemDraft => ({
  categoryId: categoryId === undefined ? "" : String(categoryId),
  ItemName: "",
  price: "",
  section: "2",
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
  section: item.section === 2 ? "2" : "1",
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
    if (address !== "" && !isShopPictureAddress(address)) errors[field] = shopAdminMessages.picture
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
  section: draft.section === "2" ? 2 : 1,
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
  section: draft.section === "2" ? 2 : 1,
  description: orNull(draft.description),
  ribbon: orNull(draft.ribbon),
  premium: draft.premium,
})
export type PreviewItem = ReturnType<typeof previewItemOf>
