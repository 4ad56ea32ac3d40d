import { useId } from "react"
import { Icon } from "../../art/Icon/Icon.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./HomeLead.css.ts"
import english from "./homeTexts.en.json"
import { type ServerStatus, ServerStatusLine } from "./ServerStatusLine.tsx"

export interface HomeLeadProps {
  /** The game server's status, or null where the portal has no game link (then none shows). */
  readonly serverStatus: ServerStatus | null
}

/**
 * The top of the home page, inside a phone's first screen: the page's heading, one line on the
 * game, the one big Download and Play action (to the download page, as the frame's client buttons
 * lead) and the server's status where the game link reports it.
 */
export const HomeLead = ({ serverStatus }: HomeLeadProps) => {
  const { siteName } = useSiteConfig()
  const t = useMessages(english)
  const headingId = useId()
  return (
    <section className={styles.lead} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t("homeTexts.welcome", { siteName })}
      </h1>
      <p className={styles.note}>{t("homeTexts.lead")}</p>
      <div className={styles.actions}>
        <LinkButton href="/download" tone="primary">
          <Icon name="download" />
          {t("homeTexts.play")}
        </LinkButton>
        {serverStatus !== null && <ServerStatusLine status={serverStatus} />}
      </div>
    </section>
  )
}
