/**
 * Name shortening and masking for display. Lengths count characters as a reader sees them (code
 * points), so a name with emoji or accented letters is never cut in half.
 */

/** The mark appended to a shortened name. The spec writes '...' for cards; lists use the same three dots. */
export const truncationMark = "..."

/** Spec §9: item names on shop cards keep 10 characters. */
export const cardNameLength = 10

/** Spec §9: item names in the cart summary and the top-sales list keep 14 characters. */
export const listNameLength = 14

/** Keeps the first `length` characters and marks the cut; names that already fit are left whole. */
export const truncate = (text: string, length: number): string => {
  const characters = Array.from(text)
  return characters.length > length ? characters.slice(0, length).join("") + truncationMark : text
}

/** An item name as a shop card shows it. */
export const truncateCardName = (name: string): string => truncate(name, cardNameLength)

/** An item name as the cart summary and the top-sales list show it. */
export const truncateListName = (name: string): string => truncate(name, listNameLength)

/**
 * The e-mail as the account page shows it: the first character of the mailbox, then a fixed run of
 * stars (so the mailbox's length is not given away either), then the domain. A value without an @
 * is masked the same way as a mailbox.
 */
export const maskEmail = (email: string): string => {
  const trimmed = email.trim()
  if (trimmed === "") return ""
  const at = trimmed.lastIndexOf("@")
  const mailbox = at === -1 ? trimmed : trimmed.slice(0, at)
  const domain = at === -1 ? "" : trimmed.slice(at)
  const first = Array.from(mailbox)[0] ?? ""
  return `${first}****${domain}`
}

/**
 * Text made safe to write into HTML or XML, as element content or inside a quoted attribute: the
 * five characters markup gives meaning to become character references.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
