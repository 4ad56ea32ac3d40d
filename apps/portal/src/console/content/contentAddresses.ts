import { consolePageHref } from "@gatehouse/domain"
import { type SiteContentTab, siteContentTabs } from "@gatehouse/ui/console"

/** The Site content page's address. */
const pageHref = consolePageHref("content")

/** A tab of the page, optionally with a sub-view (`edit=3`, `edit=new`, `policy=cash`). */
export const contentHref = (tab: SiteContentTab, view: Readonly<Record<string, string>> = {}): string => {
  const params = new URLSearchParams({ tab, ...view })
  return `${pageHref}?${params.toString()}`
}

/** The tab an address names; the banners when it names none. */
export const contentTabOf = (params: URLSearchParams): SiteContentTab => {
  const named = params.get("tab")
  return siteContentTabs.find((tab) => tab === named) ?? "banners"
}

/** What `edit=` names: a record's id, "new", or nothing (the list). */
export type EditTarget = number | "new" | null

export const editTargetOf = (params: URLSearchParams): EditTarget => {
  const edit = params.get("edit")
  if (edit === "new") return "new"
  const id = Number(edit)
  return edit !== null && Number.isSafeInteger(id) && id > 0 ? id : null
}
