import { type Messages, setupI18n } from "@lingui/core"
import catalogue from "./downloadTexts.en.json"

const english = setupI18n({ locale: "en", messages: { en: catalogue as Messages } })

/**
 * Spec §2 Download page: the page's own words in English, read from its catalogue
 * `downloadTexts.en.json` (the page reads the chosen language's through `useMessages`).
 */
export const downloadTexts = {
  heading: english._("downloadTexts.heading"),
  chooseOne: english._("downloadTexts.chooseOne"),
  noLinks: english._("downloadTexts.noLinks"),
  loadingLinks: english._("downloadTexts.loadingLinks"),
  fullGuide: english._("downloadTexts.fullGuide"),
  quickGuide: english._("downloadTexts.quickGuide"),
  quickGuideNote: english._("downloadTexts.quickGuideNote"),
  requirementsHeading: english._("downloadTexts.requirementsHeading"),
  loadingRequirements: english._("downloadTexts.loadingRequirements"),
  requirementsFailed: english._("downloadTexts.requirementsFailed"),
  singleClient: english._("downloadTexts.singleClient"),
} as const
