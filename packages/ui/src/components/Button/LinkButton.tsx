import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { type ButtonAppearance, buttonClass } from "./appearance.ts"
import * as styles from "./LinkButton.css.ts"
import english from "./LinkButton.en.json"

export interface LinkButtonProps extends ButtonAppearance {
  /** The page or address the button opens. */
  readonly href: string
  /** Called when the button is pressed, just before the page changes. */
  readonly onPress?: () => void
  /**
   * Opens a site outside the portal in a new tab, without handing it this page (`noopener
   * noreferrer`); screen readers hear that it opens a new tab.
   */
  readonly isExternal?: boolean
}

/** A navigation that looks like a button (Support, Homepage, Sign Up, a toplist's vote page). */
export const LinkButton = ({
  tone,
  isFullWidth,
  children,
  href,
  onPress,
  isExternal = false,
}: LinkButtonProps) => {
  const t = useMessages(english)
  return (
    <RouterLink
      href={href}
      onPress={onPress}
      className={buttonClass({ tone, isFullWidth })}
      target={isExternal ? "_blank" : undefined}
      rel={isExternal ? "noopener noreferrer" : undefined}
    >
      {children}
      {isExternal && <span className={styles.hiddenHint}> {t("LinkButton.newTab")}</span>}
    </RouterLink>
  )
}
