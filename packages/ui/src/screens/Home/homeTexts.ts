/** The home page's own words (spec §2 Home widgets). */
export const homeTexts = {
  levelRanking: "Level Ranking",
  schoolChoice: "School",
  allSchools: "All",
  loading: "Loading ranking...",
  failed: "The ranking could not be loaded.",
  fullRanking: "See the full Top 100",
  clubs: "Club Territories",
  noClub: "None",
  socialTitle: "Community",
  socialNote: "News, events and screenshots from fellow players:",
  socialLink: "Follow us on our social pages",
} as const
