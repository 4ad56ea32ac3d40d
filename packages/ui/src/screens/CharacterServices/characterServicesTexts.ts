/**
 * The page's own words: headings, labels and states. What a service does and every reason it
 * cannot be used come from the domain (`characterServiceTexts`, `characterServiceMessages`).
 */
export const characterServicesTexts = {
  loading: "Loading your characters...",
  loadFailed: "Your characters could not be loaded.",
  account: "Your account",
  characters: "Your characters",
  noCharacters: "You have no characters in the game yet.",
  recent: "Recent services",
  noRecent: "You have not used a service yet.",
  online: "Online",
  inClub: "In a club",
  level: "Level",
  unspent: "Unspent points",
  stats: "Stats",
  price: "Price",
  balanceAfter: "Your balance after",
  character: "Character",
  service: "Service",
  detail: "Detail",
  state: "State",
  date: "Date",
  newSchool: "New school",
  newName: "New name",
  use: "Use",
  close: "Close",
  cancel: "Cancel",
  working: "Working...",
  availableAfter: "Available again after",
} as const

export { serviceUseStateLabels } from "@gatehouse/domain"
