/** Spec §2, §9: the views column always shows this fixed value. */
export const newsViewsShown = 65

/** Spec §2 News detail: what a topic that is not found shows. */
export const noNewsText = "No news data available"
