/** Spec §2 Find Account: the modal reads 'Processing your request Please wait..'. */
export const processingTexts = {
  title: "Processing your request",
  message: "Please wait..",
} as const
