import { forumBoardNames, routeCrumbs } from "@gatehouse/domain"
import { useDomainText, useMessages } from "../i18n/Messages.tsx"
import { plainEnglishOf } from "../i18n/plainEnglishOf.ts"
import english from "./siteLabels.en.json"

type SiteLabelKey = keyof typeof english

/** Each of Gatehouse's own labels (menu, client buttons, footer, clock caption) by its English words. */
const inEnglish = plainEnglishOf(english)
const keyOfLabel: ReadonlyMap<string, SiteLabelKey> = new Map(
  (Object.keys(english) as Array<SiteLabelKey>).map((key) => [inEnglish(key), key]),
)

/**
 * The frame's labels in the chosen language. The site config carries Gatehouse's menu, client buttons,
 * footer links and clock caption as English data (another server gives its own); a label that is one of
 * Gatehouse's own is said from the catalogue, a page's name from the route table's (`routeCrumbs`, the
 * words the menu and the page's title share), a forum board's from the domain's (`forumBoardNames`),
 * and any other (an operator's own words) is shown as given.
 */
export const useSiteLabel = (): ((label: string) => string) => {
  const t = useMessages(english)
  const sayPageName = useDomainText("routeCrumbs", routeCrumbs)
  const sayBoardName = useDomainText("forumBoardNames", forumBoardNames)
  return (label) => {
    const key = keyOfLabel.get(label)
    if (key !== undefined) return t(key)
    const pageName = sayPageName(label)
    return pageName === label ? sayBoardName(label) : pageName
  }
}
