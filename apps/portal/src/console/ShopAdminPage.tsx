import type { ConsolePageProps } from "./consolePageScreens.ts"
import { ShopCategoriesSection } from "./ShopCategoriesSection.tsx"
import { ShopItemEditorPage } from "./ShopItemEditorPage.tsx"
import { ShopItemsSection } from "./ShopItemsSection.tsx"

/**
 * The item shop's console page. Its address says what it shows: `/staff/shop` the categories and
 * the items (filtered by `category`, `onSale`, `text`, `page`), `?new=1` a new item's editor,
 * `?edit=12` item 12's editor, so every view can be reloaded or shared.
 */
const ShopAdminPage = ({ page, search }: ConsolePageProps) => {
  const params = new URLSearchParams(search)
  const edit = params.get("edit")
  if (params.has("new")) return <ShopItemEditorPage key="new" productNum={null} />
  if (edit !== null && /^\d{1,9}$/.test(edit))
    return <ShopItemEditorPage key={edit} productNum={Number(edit)} />
  return (
    <>
      <ShopCategoriesSection />
      <ShopItemsSection page={page} search={search} />
    </>
  )
}

export default ShopAdminPage
