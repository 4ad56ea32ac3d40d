/**
 * Whether staff may give a picture this address (a shop item's picture or ribbon, a news thumbnail,
 * a picture inside an article): a path on this site (`/media/uploads/…`) or a web address, which a
 * player's browser may load. Anything else (`javascript:`, `data:`, a bare file name, `//other.site`
 * or `/\other.site`, which browsers read as another site without a scheme) is refused.
 */
export const isPictureAddress = (address: string): boolean =>
  /^(\/[^/\\\s]|https?:\/\/[^/\\\s])\S*$/i.test(address)
