import { type Messages, setupI18n } from "@lingui/core"
import catalogue from "./characterServicesTexts.en.json"

const english = setupI18n({ locale: "en", messages: { en: catalogue as Messages } })

/**
 * The page's own words in English, read from its catalogue `characterServicesTexts.en.json` (the page
 * reads the chosen language's through `useMessages`): headings, labels and states. What a service does
 * and every reason it cannot be used come from the domain (`characterServiceTexts`,
 * `characterServiceMessages`).
 */
export const characterServicesTexts = {
  loading: english._("characterServicesTexts.loading"),
  loadFailed: english._("characterServicesTexts.loadFailed"),
  account: english._("characterServicesTexts.account"),
  characters: english._("characterServicesTexts.characters"),
  noCharacters: english._("characterServicesTexts.noCharacters"),
  recent: english._("characterServicesTexts.recent"),
  noRecent: english._("characterServicesTexts.noRecent"),
  online: english._("characterServicesTexts.online"),
  inClub: english._("characterServicesTexts.inClub"),
  level: english._("characterServicesTexts.level"),
  unspent: english._("characterServicesTexts.unspent"),
  stats: english._("characterServicesTexts.stats"),
  price: english._("characterServicesTexts.price"),
  balanceAfter: english._("characterServicesTexts.balanceAfter"),
  character: english._("characterServicesTexts.character"),
  service: english._("characterServicesTexts.service"),
  detail: english._("characterServicesTexts.detail"),
  state: english._("characterServicesTexts.state"),
  date: english._("characterServicesTexts.date"),
  newSchool: english._("characterServicesTexts.newSchool"),
  newName: english._("characterServicesTexts.newName"),
  use: english._("characterServicesTexts.use"),
  close: english._("characterServicesTexts.close"),
  cancel: english._("characterServicesTexts.cancel"),
  working: english._("characterServicesTexts.working"),
  availableAfter: english._("characterServicesTexts.availableAfter"),
} as const

export { serviceUseStateLabels } from "@gatehouse/domain"
