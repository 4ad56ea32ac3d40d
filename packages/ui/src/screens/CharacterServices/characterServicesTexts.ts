import { englishOf } from "../../i18n/englishOf.ts"
import catalogue from "./characterServicesTexts.en.json"

const english = englishOf(catalogue)

/**
 * The page's own words in English, read from its catalogue `characterServicesTexts.en.json` (the page
 * reads the chosen language's through `useMessages`): headings, labels and states. What a service does
 * and every reason it cannot be used come from the domain, said through `useServiceWords`.
 */
export const characterServicesTexts = {
  loading: english("characterServicesTexts.loading"),
  loadFailed: english("characterServicesTexts.loadFailed"),
  account: english("characterServicesTexts.account"),
  characters: english("characterServicesTexts.characters"),
  noCharacters: english("characterServicesTexts.noCharacters"),
  recent: english("characterServicesTexts.recent"),
  noRecent: english("characterServicesTexts.noRecent"),
  online: english("characterServicesTexts.online"),
  inClub: english("characterServicesTexts.inClub"),
  level: english("characterServicesTexts.level"),
  unspent: english("characterServicesTexts.unspent"),
  stats: english("characterServicesTexts.stats"),
  price: english("characterServicesTexts.price"),
  balanceAfter: english("characterServicesTexts.balanceAfter"),
  character: english("characterServicesTexts.character"),
  service: english("characterServicesTexts.service"),
  detail: english("characterServicesTexts.detail"),
  state: english("characterServicesTexts.state"),
  date: english("characterServicesTexts.date"),
  newSchool: english("characterServicesTexts.newSchool"),
  newName: english("characterServicesTexts.newName"),
  use: english("characterServicesTexts.use"),
  close: english("characterServicesTexts.close"),
  cancel: english("characterServicesTexts.cancel"),
  working: english("characterServicesTexts.working"),
  availableAfter: english("characterServicesTexts.availableAfter"),
} as const

export { serviceUseStateLabels } from "@gatehouse/domain"
