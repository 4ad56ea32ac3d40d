import { type RouteEntry, routeCrumbs } from "@gatehouse/domain"
import { useDomainMessages } from "@gatehouse/ui"

/**
 * The page's crumb (the title on the tab and over the content) in the chosen language: the domain's
 * route table names each section in English (`routeCrumbs`), and other languages say it from the
 * `routeCrumbs` catalogue. The root has none (it shows the site name); a route given words of its
 * own keeps them.
 */
export const usePageCrumb = (): ((route: RouteEntry) => string | null) => {
  const say = useDomainMessages("routeCrumbs", routeCrumbs)
  return ({ section, crumb }) =>
    crumb === null || section === "home" || crumb !== routeCrumbs[section] ? crumb : say(section)
}
