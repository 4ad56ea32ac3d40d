export { BrandMark, type BrandMarkProps } from "./art/BrandMark/BrandMark.tsx"
export { Icon, type IconProps, type IconSize, iconSizes } from "./art/Icon/Icon.tsx"
export { type IconName, iconNames } from "./art/Icon/iconPaths.ts"
export { SampleBanner, sampleBannerDescription } from "./art/SampleBanner/SampleBanner.tsx"
export {
  Button,
  type ButtonProps,
  type ButtonTone,
  buttonTones,
  LinkButton,
  type LinkButtonProps,
} from "./components/Button/Button.tsx"
export { LoginBox, type LoginBoxProps } from "./components/LoginBox/LoginBox.tsx"
export type { LoginCredentials } from "./components/LoginForm/useLoginForm.ts"
export { MessageDialog, type MessageDialogProps } from "./components/MessageDialog/MessageDialog.tsx"
export { Panel, type PanelProps } from "./components/Panel/Panel.tsx"
export {
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from "./components/TextField/TextField.tsx"
export { TextLink, type TextLinkProps } from "./components/TextLink/TextLink.tsx"
export { WelcomeBox, type WelcomeBoxProps, type WelcomeUser } from "./components/WelcomeBox/WelcomeBox.tsx"
export {
  type BannerImage,
  BannerRotator,
  type BannerRotatorProps,
} from "./frame/BannerRotator/BannerRotator.tsx"
export { bannerRotatorTiming } from "./frame/BannerRotator/timing.ts"
export { defaultSiteName, Frame, type FrameProps } from "./frame/Frame/Frame.tsx"
export { MainMenu, type MainMenuMode, type MainMenuProps, mainMenuModes } from "./frame/MainMenu/MainMenu.tsx"
export { ManilaClock, type ManilaClockProps } from "./frame/ManilaClock/ManilaClock.tsx"
export {
  defaultAgentChatHref,
  type FrameVariant,
  forumSlotHref,
  frameVariants,
  type MenuGroup,
  type MenuLink,
  menuGroups,
  sideNavGroup,
} from "./frame/navigation.ts"
export { ErrorPage, type ErrorPageProps } from "./screens/ErrorPage/ErrorPage.tsx"
export { errorPageTexts } from "./screens/ErrorPage/errorTexts.ts"
export { LoginPage, type LoginPageProps } from "./screens/LoginPage/LoginPage.tsx"
export { PlaceholderPage, type PlaceholderPageProps } from "./screens/PlaceholderPage/PlaceholderPage.tsx"
export { themeClass } from "./theme/defaultTheme.ts"
export { hoverMenuScreen, reducedMotion, wideScreen } from "./theme/media.ts"
export { defaultTokens, reducedMotionTokens, type ThemeTokens } from "./theme/tokens.ts"
export { vars } from "./theme/vars.css.ts"
