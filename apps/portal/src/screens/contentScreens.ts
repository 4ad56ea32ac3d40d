import type { Section } from "@gatehouse/domain"
import { type ComponentType, type LazyExoticComponent, lazy } from "react"
import type { ContentProps } from "./ContentProps.ts"

/** Every section but the standalone login page, which has no content zone. */
export type ContentSection = Exclude<Section, "login">

type ContentScreen = LazyExoticComponent<ComponentType<ContentProps>>

// Each screen is its own chunk, so the home route downloads only the frame and its own content.
const PlaceholderScreen = lazy(() => import("./PlaceholderScreen.tsx"))
const NotFoundScreen = lazy(() => import("./NotFoundScreen.tsx"))
const TournamentScreen = lazy(() =>
  import("./NotOpenScreen.tsx").then((m) => ({ default: m.TournamentScreen })),
)
const ForumScreen = lazy(() => import("./NotOpenScreen.tsx").then((m) => ({ default: m.ForumScreen })))
const RegisterScreen = lazy(() => import("../accounts/RegisterScreen.tsx"))
const MyAccountScreen = lazy(() => import("../accounts/MyAccountScreen.tsx"))
const ChangePasswordScreen = lazy(() => import("../accounts/ChangePasswordScreen.tsx"))
const FindAccountScreen = lazy(() => import("../accounts/FindAccountScreen.tsx"))
const HomeScreen = lazy(() => import("../content/HomeScreen.tsx"))
const NewsScreen = lazy(() => import("../content/NewsScreen.tsx"))
const RankingsScreen = lazy(() => import("../content/RankingsScreen.tsx"))
const DownloadsScreen = lazy(() => import("../content/DownloadsScreen.tsx"))
const GalleryScreen = lazy(() => import("../content/GalleryScreen.tsx"))
const WallpaperScreen = lazy(() => import("../content/WallpaperScreen.tsx"))
const MoviesScreen = lazy(() => import("../content/MoviesScreen.tsx"))
const SocialsScreen = lazy(() => import("../content/SocialsScreen.tsx"))
const InstructionsScreen = lazy(() => import("../content/InstructionsScreen.tsx"))
const GameStoryScreen = lazy(() => import("../content/GameStoryScreen.tsx"))
const GameSystemScreen = lazy(() => import("../content/GameSystemScreen.tsx"))
const ServerInfoScreen = lazy(() => import("../content/ServerInfoScreen.tsx"))
const ClassGuideScreen = lazy(() => import("../content/ClassGuideScreen.tsx"))
const ItemShopScreen = lazy(() => import("../economy/ItemShopScreen.tsx"))
const ShoppingCartScreen = lazy(() => import("../economy/ShoppingCartScreen.tsx"))
const PurchaseHistoryScreen = lazy(() => import("../economy/PurchaseHistoryScreen.tsx"))
const RedeemHistoryScreen = lazy(() => import("../economy/RedeemHistoryScreen.tsx"))
const RedeemScreen = lazy(() => import("../economy/RedeemScreen.tsx"))

/**
 * The content zone's screen for each section (spec §2 "the content is chosen by section name").
 * Sections whose screens are still to come show a placeholder titled with the section's name.
 */
export const contentScreens: Readonly<Record<ContentSection, ContentScreen>> = {
  home: HomeScreen,
  downloads: DownloadsScreen,
  wallpaper: WallpaperScreen,
  movies: MoviesScreen,
  story: GameStoryScreen,
  gamesystem: GameSystemScreen,
  instructions: InstructionsScreen,
  checkticket: PlaceholderScreen,
  ticket: PlaceholderScreen,
  characters: ClassGuideScreen,
  news: NewsScreen,
  topic: NewsScreen,
  itemshop: ItemShopScreen,
  shoppingcart: ShoppingCartScreen,
  shoppurchases: PurchaseHistoryScreen,
  topuphistory: RedeemHistoryScreen,
  topup: RedeemScreen,
  Register: RegisterScreen,
  socials: SocialsScreen,
  rankings: RankingsScreen,
  serverinfo: ServerInfoScreen,
  gallery: GalleryScreen,
  tournament: TournamentScreen,
  forum: ForumScreen,
  user: MyAccountScreen,
  changepassword: ChangePasswordScreen,
  findaccount: FindAccountScreen,
  notfound: NotFoundScreen,
}
