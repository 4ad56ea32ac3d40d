export {
  AccountCharacter,
  ConnectionInfo,
  Gender,
  genders,
  RegistrationPayload,
  secretQuestions,
  User,
} from "./entities/account.ts"
export { DownloadItem, NewsItem, RankingRow, RankingsResponse, SiteBanner } from "./entities/content.ts"
export {
  Amount,
  CartItem,
  CartRow,
  PageFields,
  PurchaseHistoryRow,
  ShopCategory,
  ShopItem,
  TopUpHistoryRow,
} from "./entities/shop.ts"
