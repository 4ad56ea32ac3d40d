import { serverAnswersId } from "@gatehouse/domain"
import type { SeededAnswers } from "../data/queryStore.ts"

/**
 * The API answers a server-rendered page was made with, or none when the page is the plain shell.
 * They come as inert JSON (`type="application/json"`), so no inline script runs.
 */
export const serverAnswers = (document: Document): SeededAnswers | undefined => {
  const text = document.getElementById(serverAnswersId)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as SeededAnswers
  } catch {
    return undefined
  }
}
