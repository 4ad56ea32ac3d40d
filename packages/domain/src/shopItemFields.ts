import { Schema } from "effect"
import { currencies } from "./currency.ts"
import { PlainText, TrimmedPlainText } from "./entities/plainText.ts"
import { isPictureAddress } from "./pictureAddress.ts"
import { shopAdminLimits, shopAdminMessages, shopIconPattern, shopPricePattern } from "./shopAdmin.ts"

/**
 * What staff edit of a shop item, written once: the console's calls send it (the contract's item
 * payloads), the server saves it, and the console's editor fills it in.
 */

/** Text staff type, trimmed, neither blank nor longer than `max`. */
export const typedShopName = (
  max: number,
  messages: { readonly required: string; readonly tooLong: string },
) =>
  TrimmedPlainText.check(
    Schema.isMinLength(1, { message: messages.required }),
    Schema.isMaxLength(max, { message: messages.tooLong }),
  )

/** A shop id staff choose (a category, an item): a whole number from 1. */
export const ShopId = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))

/** A price exactly as typed: digits with at most two decimals, never a float. */
export const ShopPriceText = PlainText.check(
  Schema.isPattern(shopPricePattern, { message: shopAdminMessages.price }),
)

/** The shop's two sections, each priced in its currency (`currency.ts`). */
export const ShopSectionValue = Schema.Literals([currencies.point.section, currencies.coin.section]).annotate(
  {
    message: shopAdminMessages.section,
  },
)

const pictureAddress = Schema.NullOr(
  PlainText.check(
    Schema.isMaxLength(shopAdminLimits.address, { message: shopAdminMessages.picture }),
    Schema.makeFilter((text: string) => isPictureAddress(text) || shopAdminMessages.picture),
  ),
)

const iconFile = Schema.NullOr(
  PlainText.check(Schema.isPattern(shopIconPattern, { message: shopAdminMessages.icon })),
)

const gameNumber = Schema.NullOr(
  Schema.Int.check(
    Schema.isBetween({ minimum: 0, maximum: 2_147_483_647 }, { message: shopAdminMessages.gameNumber }),
  ),
)

/** What staff edit of an item; the same for a new item and a change. */
export const ShopItemFields = {
  categoryId: ShopId,
  ItemName: typedShopName(shopAdminLimits.itemName, {
    required: shopAdminMessages.itemNameRequired,
    tooLong: shopAdminMessages.itemNameTooLong,
  }),
  price: ShopPriceText,
  section: ShopSectionValue,
  premium: Schema.Boolean,
  onSale: Schema.Boolean,
  ribbon: pictureAddress,
  description: Schema.NullOr(PlainText.check(Schema.isMaxLength(shopAdminLimits.description))),
  image_url: pictureAddress,
  icon: iconFile,
  /** The game's `RanShop.dbo.ShopItemMap` key (`ProductNum` there), which delivery writes. */
  gameProductNum: gameNumber,
  gameItemMain: gameNumber,
  gameItemSub: gameNumber,
} as const

/** An item's fields as staff saved them (decoded: trimmed, checked). */
export type ShopItemValues = Schema.Struct<typeof ShopItemFields>["Type"]

/** The names of an item's fields. */
export type ShopItemField = keyof typeof ShopItemFields
