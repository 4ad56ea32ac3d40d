import { englishOf } from "../../i18n/englishOf.ts"
import catalogue from "./downloadTexts.en.json"

const english = englishOf(catalogue)

/**
 * Spec §2 Download page: the page's own words in English, read from its catalogue
 * `downloadTexts.en.json` (the page reads the chosen language's through `useMessages`).
 */
export const downloadTexts = {
  heading: english("downloadTexts.heading"),
  chooseOne: english("downloadTexts.chooseOne"),
  noLinks: english("downloadTexts.noLinks"),
  loadingLinks: english("downloadTexts.loadingLinks"),
  fullGuide: english("downloadTexts.fullGuide"),
  quickGuide: english("downloadTexts.quickGuide"),
  quickGuideNote: english("downloadTexts.quickGuideNote"),
  requirementsHeading: english("downloadTexts.requirementsHeading"),
  loadingRequirements: english("downloadTexts.loadingRequirements"),
  requirementsFailed: english("downloadTexts.requirementsFailed"),
  singleClient: english("downloadTexts.singleClient"),
} as const
