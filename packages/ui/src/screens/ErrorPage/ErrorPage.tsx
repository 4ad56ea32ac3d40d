import { Icon } from "../../art/Icon/Icon.tsx"
import { Button, LinkButton } from "../../components/Button/Button.tsx"
import * as styles from "./ErrorPage.css.ts"
import { errorPageTexts } from "./errorTexts.ts"

export interface ErrorPageProps {
  /** Called when the player presses Go Back, to return to the page they came from. */
  readonly onGoBack: () => void
}

/**
 * The page shown when something went wrong: the apology, the message that the issue is temporary
 * with the advice to report it, and the Go Back, Support and Homepage buttons.
 */
export const ErrorPage = ({ onGoBack }: ErrorPageProps) => (
  <article className={styles.root}>
    <span className={styles.emblem}>
      <Icon name="alert" size="large" />
    </span>
    <p className={styles.eyebrow}>{errorPageTexts.title}</p>
    <h1 className={styles.heading}>{errorPageTexts.heading}</h1>
    <p className={styles.message}>{errorPageTexts.message}</p>
    <div className={styles.actions}>
      <Button tone="primary" onPress={onGoBack}>
        <Icon name="arrowLeft" />
        Go Back
      </Button>
      <LinkButton href="/ticket">
        <Icon name="support" />
        Support
      </LinkButton>
      <LinkButton href="/">
        <Icon name="home" />
        Homepage
      </LinkButton>
    </div>
  </article>
)
