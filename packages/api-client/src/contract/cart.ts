import { HttpApiEndpoint } from "effect/http-api"
import {
  CartCheckPayload,
  CartItemsQuery,
  CartRemovePayload,
  ProductQuery,
  PurchaseResponse,
  QuantityChangePayload,
} from "../schemas/cart.ts"
import { CartQuery, CartResponse } from "../schemas/cartRows.ts"
import { MessageResponse } from "../schemas/common.ts"
import { IdempotencyHeaders } from "../schemas/idempotency.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { wingsOfDawnOnShow } from "./examples/shop.ts"
import { contractGroup, described, idempotencyParameter } from "./group.ts"
import { Authorization } from "./middleware.ts"

/** The example cart row: two of the example item, ticked. */
const wingsInCart = {
  seq: 77,
  quantity: 2,
  isChecked: 1,
  shopitem: {
    ProductNum: wingsOfDawnOnShow.ProductNum,
    ItemName: wingsOfDawnOnShow.ItemName,
    price: wingsOfDawnOnShow.price,
    image_url: wingsOfDawnOnShow.image_url,
    section: wingsOfDawnOnShow.section,
    description: wingsOfDawnOnShow.description,
  },
}

/** How a call names that row. */
const wingsCartRow = { seq: wingsInCart.seq, ProductNum: wingsOfDawnOnShow.ProductNum }

export class CartGroup extends contractGroup(
  "cart",
  "The signed-in player's cart and purchases. A balance too low for a purchase is a 409; a product or cart row that does not exist (or is not the player's) is a 404. Purchases take an Idempotency-Key: a retry with the same key is answered once and charged once.",
)
  .add(
    HttpApiEndpoint.get("getShopCart", "/shopcart", {
      query: CartQuery,
      success: CartResponse,
    }).annotateMerge(
      described(
        "Read the cart",
        "The caller's cart rows, as a bare list: always the caller's own cart, whatever `usernum` names.",
        {
          usernum:
            "The player's UserNum, as the spec sends it; never trusted: the answer is always the caller's own cart.",
        },
        {
          answer: [wingsInCart],
        },
      ),
    ),
    HttpApiEndpoint.post("addToCart", "/addtocart", {
      query: ProductQuery,
      success: MessageResponse,
      error: NotFound,
    }).annotateMerge(
      described(
        "Add an item to the cart",
        "Puts one of the item in the cart; an item already there gets one more (at most 99). 404 when the item is not sold.",
        { productnum: "The item's ProductNum." },
        { answer: { message: "Item added to your cart." } },
      ),
    ),
    HttpApiEndpoint.post("buyItem", "/buyitem", {
      query: ProductQuery,
      headers: IdempotencyHeaders,
      success: PurchaseResponse,
      error: [NotFound, Conflict],
    }).annotateMerge(
      described(
        "Buy an item",
        "Buys one of the item straight from the shop and delivers it to the game's item bank; answers the balances after. 404 when the item is not sold, 409 when the balance is too low.",
        { productnum: "The item's ProductNum.", ...idempotencyParameter },
        {
          answer: {
            message: "Purchase successful! Your items are waiting in your game account's item bank.",
            userPoints: 800.5,
            userPoints2: 300,
          },
        },
      ),
    ),
    HttpApiEndpoint.post("buyCartItem", "/buycartitem", {
      query: CartItemsQuery,
      headers: IdempotencyHeaders,
      success: PurchaseResponse,
      error: [ValidationFailed, NotFound, Conflict],
    }).annotateMerge(
      described(
        "Buy the checked cart rows",
        "Buys the listed rows (the checked ones' `seq`), all or nothing; bought rows leave the cart. 404 for a row not in the caller's cart or an item not sold, 409 when the balance is too low.",
        { items: "The `seq` of each cart row to buy, comma separated (`12,15`).", ...idempotencyParameter },
        {
          answer: {
            message: "Purchase successful! Your items are waiting in your game account's item bank.",
            userPoints: 350.5,
            userPoints2: 300,
          },
        },
      ),
    ),
    HttpApiEndpoint.post("updateQuantity", "/updateQuantity", {
      payload: QuantityChangePayload,
      success: MessageResponse,
      error: [NotFound, ValidationFailed],
    }).annotateMerge(
      described(
        "Change a cart row's quantity",
        "Adds or takes one (`quantityChange` 1 or -1); 422 below 1 or above 99, 404 when the row is not the caller's.",
        {},
        {
          request: { ...wingsCartRow, quantityChange: 1 },
          answer: { message: "Quantity updated." },
        },
      ),
    ),
    HttpApiEndpoint.post("updateCheck", "/updateCheck", {
      payload: CartCheckPayload,
      success: MessageResponse,
      error: NotFound,
    }).annotateMerge(
      described(
        "Tick or untick a cart row",
        "Toggles the row's check box, which picks the rows `buyCartItem` buys.",
        {},
        { request: wingsCartRow },
      ),
    ),
    HttpApiEndpoint.post("removeCartItem", "/removecartitem", {
      payload: CartRemovePayload,
      success: MessageResponse,
      error: NotFound,
    }).annotateMerge(
      described(
        "Remove a cart row",
        "Takes the whole row out of the cart (beyond the spec, whose cart has no way to take a row out short of buying it).",
        {},
        { request: wingsCartRow, answer: { message: "Item removed from your cart." } },
      ),
    ),
  )
  .middleware(Authorization) {}
