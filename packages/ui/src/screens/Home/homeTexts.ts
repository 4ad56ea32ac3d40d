import { type Messages, setupI18n } from "@lingui/core"
import catalogue from "./homeTexts.en.json"

const english = setupI18n({ locale: "en", messages: { en: catalogue as Messages } })

/**
 * The home page's own words in English (spec §2 Home widgets; the lead, news and status as docs/home.md
 * describes), read from its catalogue `homeTexts.en.json`: the page itself reads the chosen language's
 * through `useMessages`; these are for stories, tests and callers that need the English.
 */
export const homeTexts = {
  levelRanking: english._("homeTexts.levelRanking"),
  schoolChoice: english._("homeTexts.schoolChoice"),
  allSchools: english._("homeTexts.allSchools"),
  loading: english._("homeTexts.loading"),
  failed: english._("homeTexts.failed"),
  fullRanking: english._("homeTexts.fullRanking"),
  clubs: english._("homeTexts.clubs"),
  noClub: english._("homeTexts.noClub"),
  socialTitle: english._("homeTexts.socialTitle"),
  socialNote: english._("homeTexts.socialNote"),
  socialLink: english._("homeTexts.socialLink"),
  welcome: (siteName: string) => english._("homeTexts.welcome", { siteName }),
  lead: english._("homeTexts.lead"),
  play: english._("homeTexts.play"),
  latestNews: english._("homeTexts.latestNews"),
  newsLoading: english._("homeTexts.newsLoading"),
  newsFailed: english._("homeTexts.newsFailed"),
  noNews: english._("homeTexts.noNews"),
  allNews: english._("homeTexts.allNews"),
  serverStatus: english._("homeTexts.serverStatus"),
  serverUp: english._("homeTexts.serverUp"),
  serverDown: english._("homeTexts.serverDown"),
  playersOnline: (count: number) =>
    english._("homeTexts.playersOnline", { count, shown: count.toLocaleString("en-US") }),
  serverDownNote: english._("homeTexts.serverDownNote"),
  eventsLoading: english._("homeTexts.eventsLoading"),
  eventsFailed: english._("homeTexts.eventsFailed"),
} as const
