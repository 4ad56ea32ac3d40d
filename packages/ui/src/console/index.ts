// The staff console's components (ADR 0025): a second entry point, so an app that uses only the
// player-facing library (`@gatehouse/ui`) never bundles them.
export {
  type AuditFilters,
  AuditLog,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditLogProps,
  noAuditFilters,
} from "./AuditLog/AuditLog.tsx"
export {
  ConsoleLayout,
  type ConsoleLayoutProps,
  type ConsoleNavEntry,
} from "./ConsoleLayout/ConsoleLayout.tsx"
export {
  ConsoleOverview,
  type ConsoleOverviewEntry,
  type ConsoleOverviewProps,
} from "./ConsoleOverview/ConsoleOverview.tsx"
export {
  ShopCategories,
  type ShopCategoriesProps,
} from "./ShopCategories/ShopCategories.tsx"
export { ShopItemEditor, type ShopItemEditorProps } from "./ShopItemEditor/ShopItemEditor.tsx"
export {
  emptyShopItemDraft,
  type ShopAdminCategory,
  type ShopAdminItem,
  type ShopItemDraft,
  type ShopItemErrors,
  type ShopItemValues,
  shopItemDraftOf,
} from "./ShopItemEditor/shopItemDraft.ts"
export {
  noShopItemFilters,
  type ShopItemFilters,
  ShopItemList,
  type ShopItemListPage,
  type ShopItemListProps,
  type ShopSaleChoice,
  shopSaleChoices,
} from "./ShopItemList/ShopItemList.tsx"
export { ShopItemPreview, type ShopItemPreviewProps } from "./ShopItemPreview/ShopItemPreview.tsx"
