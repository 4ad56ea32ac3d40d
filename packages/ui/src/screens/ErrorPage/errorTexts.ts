/** Spec §2 "Routes", §8 "Unknown route page": the error page's words, exactly. */
export const errorPageTexts = {
  title: "404 NOT FOUND",
  heading: "Unable to process your request!",
  message:
    "We are very sorry for the inconvenience! An error has occurred due to a temporary system issue. If this problem continues, please report it to our support section for a faster response.",
} as const
