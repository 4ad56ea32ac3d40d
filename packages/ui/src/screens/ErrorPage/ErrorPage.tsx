import { Icon } from "../../art/Icon/Icon.tsx"
import { Button, LinkButton } from "../../components/Button/Button.tsx"
import * as styles from "./ErrorPage.css.ts"
import { errorPageTexts } from "./errorTexts.ts"

export interface ErrorPageProps {
  /** Called when the player presses Go Back, to return to the page they came from. */
  readonly onGoBack: () => void
}

/**
 * The error page (spec §2 "Error page", §8): the apology, the temporary-issue message with the advice
 * to report it, and Go Back, Support and Homepage.
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
