/**
 * Where the server serves item pictures. A shop item may name its picture only by the game's slot
 * image file name (`icon`, spec §2 Item shop: "The icon is the slot image file name"), which is looked
 * up here; the server's own item pictures are served from the same place.
 */
export const itemPicturesLocation = "/media/items"

/** The fields of a shop item that can name its picture. */
export interface ItemPictureFields {
  readonly image_url: string | null
  readonly icon?: string | null | undefined
}

/** An address that already says where it is: a path from the site's root, any scheme, or inline data. */
const isAddress = (text: string) => text.startsWith("/") || /^[a-z][a-z\d+.-]*:/i.test(text)

/**
 * The address of an item's picture: its `image_url` when it has one, otherwise its `icon` file name
 * under `location` (the item pictures' location of this server), otherwise null, for the default
 * picture. An icon that is already an address is used as it is.
 */
export const shopItemPicture = (
  item: ItemPictureFields,
  location: string = itemPicturesLocation,
): string | null => {
  const image = item.image_url?.trim()
  if (image) return image
  const icon = item.icon?.trim()
  if (!icon) return null
  if (isAddress(icon)) return icon
  return `${location.replace(/\/+$/, "")}/${icon.split("/").map(encodeURIComponent).join("/")}`
}
