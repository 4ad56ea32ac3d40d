import { formatCount } from "@gatehouse/domain"
import { englishOf } from "../../i18n/englishOf.ts"
import catalogue from "./homeTexts.en.json"

const english = englishOf(catalogue)

/**
 * The home page's own words in English (spec §2 Home widgets; the lead, news and status as docs/home.md
 * describes), read from its catalogue `homeTexts.en.json`: the page itself reads the chosen language's
 * through `useMessages`; these are for stories, tests and callers that need the English.
 */
export const homeTexts = {
  levelRanking: english("homeTexts.levelRanking"),
  schoolChoice: english("homeTexts.schoolChoice"),
  allSchools: english("homeTexts.allSchools"),
  loading: english("homeTexts.loading"),
  failed: english("homeTexts.failed"),
  fullRanking: english("homeTexts.fullRanking"),
  clubs: english("homeTexts.clubs"),
  noClub: english("homeTexts.noClub"),
  socialTitle: english("homeTexts.socialTitle"),
  socialNote: english("homeTexts.socialNote"),
  socialLink: english("homeTexts.socialLink"),
  welcome: (siteName: string) => english("homeTexts.welcome", { siteName }),
  lead: english("homeTexts.lead"),
  play: english("homeTexts.play"),
  latestNews: english("homeTexts.latestNews"),
  newsLoading: english("homeTexts.newsLoading"),
  newsFailed: english("homeTexts.newsFailed"),
  noNews: english("homeTexts.noNews"),
  allNews: english("homeTexts.allNews"),
  serverStatus: english("homeTexts.serverStatus"),
  serverUp: english("homeTexts.serverUp"),
  serverDown: english("homeTexts.serverDown"),
  playersOnline: (count: number) => english("homeTexts.playersOnline", { count, shown: formatCount(count) }),
  serverDownNote: english("homeTexts.serverDownNote"),
  eventsLoading: english("homeTexts.eventsLoading"),
  eventsFailed: english("homeTexts.eventsFailed"),
} as const
