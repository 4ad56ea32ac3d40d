/** The sections that count as shop pages: they show the cart summary and the top-sales panel. */
export const shopSections: ReadonlySet<string> = new Set([
  "itemshop",
  "shoppingcart",
  "shoppurchases",
  "topuphistory",
  "topup",
])
