import { nextPage, pageHref, pagerItems, previousPage } from "@gatehouse/domain"
import type { ReactNode } from "react"
import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import * as styles from "./Pager.css.ts"
import english from "./Pager.en.json"

export interface PagerProps {
  /** The page shown now, counting from 1; it is marked as the current page. */
  readonly current: number
  /** The number of the last page. A list with one page or none shows no pager. */
  readonly last: number
  /** The address of the list each page link opens, for example `/itemshop?category=3`. */
  readonly target: string
  /** What the pager is for, read out by screen readers ("Item pages"). */
  readonly label?: string
}

/**
 * The page links under the item shop and both histories: [Previous], a window of page numbers with
 * the current page in red, [Next] and [Last]. A link that would go nowhere (before page 1, past the
 * last page, or to the page already shown) is plain text, so the player cannot follow it.
 */
export const Pager = ({ current, last, target, label }: PagerProps) => {
  const t = useMessages(english)
  if (last <= 1) return null
  const previous = previousPage(current)
  const next = nextPage(current, last)
  const lastTarget = current < last ? last : null
  return (
    <nav className={styles.root} aria-label={label ?? t("Pager.pages")}>
      <ul className={styles.list}>
        <li>{step(t("Pager.previous"), previous, target, t("Pager.previousPage"))}</li>
        {pagerItems(current, last).map((item) =>
          item.kind === "ellipsis" ? (
            <li key={`gap-${item.after}`} className={styles.ellipsis} aria-hidden="true">
              ...
            </li>
          ) : (
            <li key={item.page}>
              {item.isCurrent ? (
                <span className={styles.current} aria-current="page">
                  {item.page}
                </span>
              ) : (
                <RouterLink
                  className={styles.link}
                  href={pageHref(target, item.page)}
                  aria-label={t("Pager.page", { page: item.page })}
                >
                  {item.page}
                </RouterLink>
              )}
            </li>
          ),
        )}
        <li>{step(t("Pager.next"), next, target, t("Pager.nextPage"))}</li>
        <li>{step(t("Pager.last"), lastTarget, target, t("Pager.lastPage", { last }))}</li>
      </ul>
    </nav>
  )
}

/** [Previous], [Next] or [Last]: a link while it leads somewhere, dimmed text when it would not. */
const step = (text: string, page: number | null, target: string, name: string): ReactNode =>
  page === null ? (
    <span className={styles.inactive} aria-disabled="true">
      {text}
    </span>
  ) : (
    <RouterLink className={styles.link} href={pageHref(target, page)} aria-label={name}>
      {text}
    </RouterLink>
  )
