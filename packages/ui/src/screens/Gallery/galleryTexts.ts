/** The Gallery page's own words. */
export const galleryTexts = {
  heading: "Gallery",
  intro: "Pictures from around the campus and the community. Choose one to see it in full.",
  loading: "Loading pictures...",
  failed: "The pictures could not be loaded.",
  retry: "Try again",
  empty: "No pictures yet",
  close: "Close",
  previous: "Previous",
  next: "Next",
  /** Where the open picture sits in the gallery, e.g. "Picture 2 of 4". */
  position: (index: number, count: number) => `Picture ${index + 1} of ${count}`,
} as const
