import { Link } from "react-aria-components"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./CategoryTabs.css.ts"
import english from "./CategoryTabs.en.json"

export interface ShopCategoryTab {
  readonly id: number
  readonly category_name: string
}

/** The first tab, always there: All, id 0. */
export const allCategory: ShopCategoryTab = { id: 0, category_name: "All" }

export interface CategoryTabsProps {
  /** The shop's categories, in order. An "All" tab always comes first. */
  readonly categories: ReadonlyArray<ShopCategoryTab>
  /** The category shown now, marked as the current tab; 0 is "All". */
  readonly selected: number
  /** The shop page's address; each tab opens the shop on its category, back at page 1. */
  readonly target: string
}

/**
 * The tabs along the top of the item shop: All, then the server's categories. They are links, so a
 * player can bookmark a category and the back button works; choosing one goes back to page 1.
 */
export const CategoryTabs = ({ categories, selected, target }: CategoryTabsProps) => {
  const t = useMessages(english)
  return (
    <nav aria-label={t("CategoryTabs.shopCategories")} className={styles.root}>
      <ul className={styles.list}>
        {[allCategory, ...categories].map((category) => (
          <li key={category.id}>
            <Link
              href={`${target}?category=${category.id}`}
              className={styles.tab}
              aria-current={category.id === selected ? "page" : undefined}
            >
              {category === allCategory ? t("CategoryTabs.all") : category.category_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
