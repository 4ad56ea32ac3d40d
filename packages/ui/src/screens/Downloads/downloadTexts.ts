/** Spec §2 Download page: the page's own words. */
export const downloadTexts = {
  heading: "Full Client Download",
  chooseOne: "Choose one of the links below; each downloads the same full client.",
  noLinks: "No download links are available right now.",
  loadingLinks: "Loading download links...",
  fullGuide: "Full Game Guide",
  quickGuide: "Quick Game Guide",
  quickGuideNote: "A must-read for beginners.",
  requirementsHeading: "System Requirement",
  loadingRequirements: "Loading system requirements...",
  requirementsFailed: "The system requirements could not be loaded.",
  singleClient: "These specifications are for running a single client.",
} as const
