/** Spec §2 Rankings: the page's own words, and those of the season picker, the search and "find my character". */
export const rankingTexts = {
  heading: "Top 100 players in this month",
  resetNote: "Rankings reset on the first day of each month.",
  loading: "Loading rankings...",
  failed: "The rankings could not be loaded. Please try again later.",
  seasonLabel: "Season",
  /** The running season's option, e.g. "This month (November 2026)". */
  currentSeason: (month: string) => `This month (${month})`,
  archiveHeading: (month: string) => `Top 100 players of ${month}`,
  archiveNote: "This season has ended: its rankings are final.",
  searchLabel: "Search by name",
  noMatch: (search: string) => `No player named "${search.trim()}" in this list.`,
  pagesLabel: "Ranking pages",
  previousPage: "Previous",
  nextPage: "Next",
  /** The rows a page shows, e.g. "21–40 of 100". */
  shownRows: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  findMine: "Find my character",
  mineHeading: "Your characters",
  mineLoading: "Finding your characters...",
  mineFailed: "Your characters' places could not be loaded. Please try again later.",
  noCharacters: "You have no characters yet.",
  /** A character's place on the open tab, e.g. "No. 7 in Level". */
  place: (place: number, tab: string) => `No. ${place} in ${tab}`,
  outsideTop: "outside the top 100",
  notRanked: "Not ranked this month: play to enter it.",
  notInArchive: "Not in this season's top 100.",
  showInList: "Show in list",
  /** Names the button for screen readers, e.g. "Show Moonwarden in the list". */
  showInListFor: (name: string) => `Show ${name} in the list`,
} as const
