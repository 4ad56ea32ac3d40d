import type { RouteEntry } from "@gatehouse/domain"
import { englishOf, useMessages } from "@gatehouse/ui"
import english from "./usePageCrumb.en.json"

type CrumbKey = keyof typeof english

const isCrumbKey = (key: string): key is CrumbKey => Object.hasOwn(english, key)

const inEnglish = englishOf(english)

/**
 * The page's crumb (the title on the tab and over the content) in the chosen language. The domain's
 * route table holds each section's crumb in English; a section this catalogue names is said from it,
 * any other keeps the route's own words, and the root keeps none (it shows the site name).
 */
export const usePageCrumb = (): ((route: RouteEntry) => string | null) => {
  const t = useMessages(english)
  return (route) => {
    if (route.crumb === null) return null
    const key = `usePageCrumb.${route.section.toLowerCase()}`
    return isCrumbKey(key) && inEnglish(key) === route.crumb ? t(key) : route.crumb
  }
}
