import { Icon } from "../../art/Icon/Icon.tsx"
import type { IconName } from "../../art/Icon/iconPaths.ts"
import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { DialogFrame } from "../../components/DialogFrame/DialogFrame.tsx"
import * as styles from "./NewPlayerWelcome.css.ts"

export interface NewPlayerWelcomeProps {
  /** The new player's user ID, greeted by name. */
  readonly userId: string
  /** The server's answer to the registration ('Registration successful!…'), shown word for word. */
  readonly message: string
  /** Shows the dialog over the page. */
  readonly isOpen: boolean
  /** Called when the player closes the dialog or follows one of its next steps. */
  readonly onClose: () => void
}

interface NextStep {
  readonly href: string
  readonly icon: IconName
  readonly label: string
  readonly detail: string
}

/** What a new player does next, in the order they usually do it. */
export const nextSteps: ReadonlyArray<NextStep> = [
  { href: "/download", icon: "download", label: "Download the game", detail: "Install the client and play." },
  { href: "/user", icon: "coin", label: "Redeem a code", detail: "Load R-Coin with a voucher code." },
  { href: "/itemshop", icon: "shop", label: "Visit the Item Shop", detail: "Gear up for your first quest." },
]

/**
 * The Success! message after a registration, which also greets the new player, says they
 * are logged in, and offers the next steps: download, redeem a code, shop. It stays open across the
 * move to the home page; a next step or Close closes it.
 */
export const NewPlayerWelcome = ({ userId, message, isOpen, onClose }: NewPlayerWelcomeProps) => (
  <DialogFrame
    title="Success!"
    message={message}
    isOpen={isOpen}
    onClose={onClose}
    actions={
      <Button tone="secondary" isFullWidth onPress={onClose}>
        Close
      </Button>
    }
  >
    <p className={styles.greeting}>Welcome, {userId}! You are logged in. What would you like to do first?</p>
    <ul className={styles.steps}>
      {nextSteps.map((step) => (
        <li key={step.href} className={styles.step}>
          <LinkButton href={step.href} tone="primary" isFullWidth onPress={onClose}>
            <Icon name={step.icon} />
            {step.label}
          </LinkButton>
          <span className={styles.detail}>{step.detail}</span>
        </li>
      ))}
    </ul>
  </DialogFrame>
)
