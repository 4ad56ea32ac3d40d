/** The example category, as the shop console shows it. */
export const costumesCategory = {
  id: 1,
  category_name: "Costumes",
  sortOrder: 1,
  hidden: false,
  itemCount: 14,
}

/** The example item as staff write it, before the shop numbers it. */
export const wingsOfDawnFields = {
  categoryId: costumesCategory.id,
  ItemName: "Wings of Dawn",
  price: "450.00",
  section: 1,
  premium: false,
  onSale: true,
  ribbon: "New",
  description: "Costume wings for 30 days.",
  image_url: "/media/shop/wings-of-dawn.png",
  icon: null,
  gameProductNum: null,
  gameItemMain: 512,
  gameItemSub: 7,
}

/** The example item as the shop keeps it. */
export const wingsOfDawn = { ProductNum: 3001, ...wingsOfDawnFields }

/** The example item in the shop window: what players see of it, its price as a number. */
export const wingsOfDawnOnShow = {
  ProductNum: wingsOfDawn.ProductNum,
  ItemName: wingsOfDawn.ItemName,
  image_url: wingsOfDawn.image_url,
  icon: wingsOfDawn.icon,
  price: Number(wingsOfDawn.price),
  section: wingsOfDawn.section,
  description: wingsOfDawn.description,
  ribbon: wingsOfDawn.ribbon,
  premium: wingsOfDawn.premium,
}
