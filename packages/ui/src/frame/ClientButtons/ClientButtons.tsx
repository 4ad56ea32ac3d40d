import { Icon } from "../../art/Icon/Icon.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { useSiteLabel } from "../siteLabels.ts"
import * as styles from "./ClientButtons.css.ts"
import english from "./ClientButtons.en.json"

export interface ClientButtonsProps {
  /** Called when a button is pressed, just before the page changes (the phone's menu sheet closes). */
  readonly onPress?: () => void
}

/**
 * The frame's big buttons beside the banners (in the menu sheet on a phone): the site config's, by
 * default the client download and the instructions.
 */
export const ClientButtons = ({ onPress }: ClientButtonsProps) => {
  const { clientButtons } = useSiteConfig()
  const t = useMessages(english)
  const label = useSiteLabel()
  return (
    <nav aria-label={t("ClientButtons.gameClient")} className={styles.root}>
      <ul className={styles.list}>
        {clientButtons.map((button) => (
          <li key={button.href} className={styles.item}>
            <RouterLink href={button.href} onPress={onPress} className={styles.tile}>
              <span className={styles.medallion}>
                <Icon name={button.icon} size="large" />
              </span>
              <span className={styles.label}>{label(button.label)}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
