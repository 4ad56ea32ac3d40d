import type { Section } from "@gatehouse/domain"
import type { ComponentType } from "react"
import { lazyModule } from "../app/lazyModule.tsx"
import type { ContentProps } from "./ContentProps.ts"

/** Every section but the standalone login page, which has no content zone. */
export type ContentSection = Exclude<Section, "login">

type ContentScreen = ComponentType<ContentProps>

// Each screen is its own chunk, so the home route downloads only the frame and its own content.
const NotFoundScreen = lazyModule<ContentProps>("../screens/NotFoundScreen.tsx")
const TournamentScreen = lazyModule<ContentProps>("../screens/NotOpenScreen.tsx", "TournamentScreen")
const ForumScreen = lazyModule<ContentProps>("../screens/NotOpenScreen.tsx", "ForumScreen")
const RegisterScreen = lazyModule<ContentProps>("../accounts/RegisterScreen.tsx")
const MyAccountScreen = lazyModule<ContentProps>("../accounts/MyAccountScreen.tsx")
const ChangePasswordScreen = lazyModule<ContentProps>("../accounts/ChangePasswordScreen.tsx")
const FindAccountScreen = lazyModule<ContentProps>("../accounts/FindAccountScreen.tsx")
const HomeScreen = lazyModule<ContentProps>("../content/HomeScreen.tsx")
const NewsScreen = lazyModule<ContentProps>("../content/NewsScreen.tsx")
const RankingsScreen = lazyModule<ContentProps>("../content/RankingsScreen.tsx")
const DownloadsScreen = lazyModule<ContentProps>("../content/DownloadsScreen.tsx")
const GalleryScreen = lazyModule<ContentProps>("../content/GalleryScreen.tsx")
const WallpaperScreen = lazyModule<ContentProps>("../content/WallpaperScreen.tsx")
const MoviesScreen = lazyModule<ContentProps>("../content/MoviesScreen.tsx")
const SocialsScreen = lazyModule<ContentProps>("../content/SocialsScreen.tsx")
const InstructionsScreen = lazyModule<ContentProps>("../content/InstructionsScreen.tsx")
const GameStoryScreen = lazyModule<ContentProps>("../content/GameStoryScreen.tsx")
const GameSystemScreen = lazyModule<ContentProps>("../content/GameSystemScreen.tsx")
const ServerInfoScreen = lazyModule<ContentProps>("../content/ServerInfoScreen.tsx")
const ClassGuideScreen = lazyModule<ContentProps>("../content/ClassGuideScreen.tsx")
const ItemShopScreen = lazyModule<ContentProps>("../economy/ItemShopScreen.tsx")
const ShoppingCartScreen = lazyModule<ContentProps>("../economy/ShoppingCartScreen.tsx")
const PurchaseHistoryScreen = lazyModule<ContentProps>("../economy/PurchaseHistoryScreen.tsx")
const RedeemHistoryScreen = lazyModule<ContentProps>("../economy/RedeemHistoryScreen.tsx")
const TopUpScreen = lazyModule<ContentProps>("../economy/TopUpScreen.tsx")
const CharacterServicesScreen = lazyModule<ContentProps>("../characters/CharacterServicesScreen.tsx")
const VoteScreen = lazyModule<ContentProps>("../votes/VoteScreen.tsx")
const OperationPolicyScreen = lazyModule<ContentProps>("../content/PolicyScreen.tsx", "OperationPolicyScreen")
const PrivacyPolicyScreen = lazyModule<ContentProps>("../content/PolicyScreen.tsx", "PrivacyPolicyScreen")
const CashAgreementScreen = lazyModule<ContentProps>("../content/PolicyScreen.tsx", "CashAgreementScreen")
const TermsOfServiceScreen = lazyModule<ContentProps>("../content/PolicyScreen.tsx", "TermsOfServiceScreen")
const SubmitTicketScreen = lazyModule<ContentProps>("../support/SubmitTicketScreen.tsx")
const CheckTicketScreen = lazyModule<ContentProps>("../support/CheckTicketScreen.tsx")
// The staff console and everything it loads (its own ui and api-client entries) stay out of players' pages.
const ConsoleScreen = lazyModule<ContentProps>("../console/ConsoleScreen.tsx")

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
  checkticket: CheckTicketScreen,
  ticket: SubmitTicketScreen,
  characters: ClassGuideScreen,
  news: NewsScreen,
  topic: NewsScreen,
  itemshop: ItemShopScreen,
  shoppingcart: ShoppingCartScreen,
  shoppurchases: PurchaseHistoryScreen,
  topuphistory: RedeemHistoryScreen,
  topup: TopUpScreen,
  characterservices: CharacterServicesScreen,
  vote: VoteScreen,
  staff: ConsoleScreen,
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
  operationpolicy: OperationPolicyScreen,
  privacypolicy: PrivacyPolicyScreen,
  cashagreement: CashAgreementScreen,
  termsofservice: TermsOfServiceScreen,
  notfound: NotFoundScreen,
}
