import { routeCrumbs } from "@gatehouse/domain"
import { Icon } from "../../art/Icon/Icon.tsx"
import { Button, LinkButton } from "../../components/Button/Button.tsx"
import { useDomainMessages, useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./ErrorPage.css.ts"
import english from "./errorTexts.en.json"

export interface ErrorPageProps {
  /** Called when the player presses Go Back, to return to the page they came from. */
  readonly onGoBack: () => void
}

/**
 * The page shown when something went wrong: the apology, the message that the issue is temporary
 * with the advice to report it, and the Go Back, Support and Homepage buttons.
 */
export const ErrorPage = ({ onGoBack }: ErrorPageProps) => {
  const t = useMessages(english)
  const sayCrumb = useDomainMessages("routeCrumbs", routeCrumbs)
  return (
    <article className={styles.root}>
      <span className={styles.emblem}>
        <Icon name="alert" size="large" />
      </span>
      <p className={styles.eyebrow}>{sayCrumb("notfound")}</p>
      <h1 className={styles.heading}>{t("errorTexts.heading")}</h1>
      <p className={styles.message}>{t("errorTexts.message")}</p>
      <div className={styles.actions}>
        <Button tone="primary" onPress={onGoBack}>
          <Icon name="arrowLeft" />
          {t("errorTexts.goBack")}
        </Button>
        <LinkButton href="/ticket">
          <Icon name="support" />
          {t("errorTexts.support")}
        </LinkButton>
        <LinkButton href="/">
          <Icon name="home" />
          {t("errorTexts.homepage")}
        </LinkButton>
      </div>
    </article>
  )
}
