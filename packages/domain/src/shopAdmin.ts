import { currencies, currencyKeys, currencyOfSection } from "./currency.ts"

/**
 * The item shop as staff edit it (console page `shop`). The shop's two sections are its two
 * currencies (`currency.ts`), prices are exact text with at most two decimals, and an item names its
 * game item for delivery.
 */

/** The sections staff choose from, each named by its currency (R-Coin first). */
export const shopSectionChoices = currencyKeys.map((currency) => ({
  section: currencies[currency].section,
  label: currencies[currency].name,
}))

/** The name of the currency a section is priced in. */
export const shopSectionName = (section: number): string => currencies[currencyOfSection(section)].name

/** The ribbons the site draws itself (`/media/ribbons/{kind}.svg`), offered when staff pick one. */
export const shopRibbonKinds = ["hot", "new", "sale", "limited"] as const
export type ShopRibbonKind = (typeof shopRibbonKinds)[number]

export const shopRibbonPicture = (kind: ShopRibbonKind): string => `/media/ribbons/${kind}.svg`

/** A price as staff type it: up to ten whole digits (the column's numeric(12,2)) and two decimals. */
export const shopPricePattern = /^\d{1,10}(\.\d{1,2})?$/

/** The price as the shop shows it to staff: always two decimals ("12" → "12.00"). */
export const normalShopPrice = (text: string): string => {
  const [whole = "0", fraction = ""] = text.trim().split(".")
  return `${String(Number(whole))}.${fraction.padEnd(2, "0")}`
}

/** A slot image file name from the game's client (`ItemIcon_0312.png`): no folders, no spaces. */
export const shopIconPattern = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/

export const shopAdminLimits = {
  itemName: 100,
  categoryName: 60,
  description: 2000,
  address: 500,
  searchText: 60,
} as const

/** What the shop's console page and its calls say when they refuse something. */
export const shopAdminMessages = {
  itemNameRequired: "The item needs a name.",
  itemNameTooLong: `The item name can have at most ${shopAdminLimits.itemName} characters.`,
  price: "Enter a price of at most 2 decimals, like 120 or 99.50.",
  section: `Choose ${currencies.coin.name} or ${currencies.point.name}.`,
  categoryNameRequired: "The category needs a name.",
  categoryNameTooLong: `The category name can have at most ${shopAdminLimits.categoryName} characters.`,
  categoryNameTaken: "Another category already has this name.",
  noSuchCategory: "This category does not exist.",
  categoryRequired: "Choose the category the item is sold in.",
  noSuchItem: "This item does not exist.",
  categoryHasItems:
    "This category still has items, so it cannot be deleted. Move its items to another category or hide the category instead.",
  reorderMismatch: "The category list changed meanwhile. Reload the page and order them again.",
  picture: "The picture must be an address on this site (starting with /) or an http(s) address.",
  icon: "The icon is a file name from the game client, like ItemIcon_0312.png (no folders or spaces).",
  gameNumber: "Game numbers are whole numbers from 0.",
} as const
