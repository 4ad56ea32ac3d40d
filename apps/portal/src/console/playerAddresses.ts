/** The Players page's addresses: the search (`?q=…`) and one account's record (`?user=…`). */
export const playersPath = "/staff/players"

export const playerRecordHref = (userId: string): string =>
  `${playersPath}?${new URLSearchParams({ user: userId }).toString()}`

export const playerSearchHref = (query: string): string =>
  query === "" ? playersPath : `${playersPath}?${new URLSearchParams({ q: query }).toString()}`

/** Where a list's page links lead: the pager appends `&page={n}` (spec §2's pager shape). */
export const pageTargetOf = (address: string): string => (address.includes("?") ? address : `${address}?`)
