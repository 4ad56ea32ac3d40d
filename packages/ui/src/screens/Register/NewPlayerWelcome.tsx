import { Icon } from "../../art/Icon/Icon.tsx"
import type { IconName } from "../../art/Icon/iconPaths.ts"
import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { DialogFrame } from "../../components/DialogFrame/DialogFrame.tsx"
import type { KeysOf } from "../../i18n/catalogues/keysOf.ts"
import { englishOf } from "../../i18n/englishOf.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./NewPlayerWelcome.css.ts"
import english from "./NewPlayerWelcome.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

type WelcomeKey = KeysOf<"NewPlayerWelcome">

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
  /** The step's words in English; the dialog shows them in the chosen language. */
  readonly label: string
  readonly detail: string
  readonly labelKey: WelcomeKey
  readonly detailKey: WelcomeKey
}

const step = (href: string, icon: IconName, labelKey: WelcomeKey, detailKey: WelcomeKey): NextStep => ({
  href,
  icon,
  label: inEnglish(labelKey),
  detail: inEnglish(detailKey),
  labelKey,
  detailKey,
})

/** What a new player does next, in the order they usually do it. */
export const nextSteps: ReadonlyArray<NextStep> = [
  step("/download", "download", "NewPlayerWelcome.downloadLabel", "NewPlayerWelcome.downloadDetail"),
  step("/user", "coin", "NewPlayerWelcome.redeemLabel", "NewPlayerWelcome.redeemDetail"),
  step("/itemshop", "shop", "NewPlayerWelcome.shopLabel", "NewPlayerWelcome.shopDetail"),
]

/**
 * The Success! message after a registration, which also greets the new player, says they
 * are logged in, and offers the next steps: download, redeem a code, shop. It stays open across the
 * move to the home page; a next step or Close closes it.
 */
export const NewPlayerWelcome = ({ userId, message, isOpen, onClose }: NewPlayerWelcomeProps) => {
  const t = useMessages(english)
  return (
    <DialogFrame
      title={t("NewPlayerWelcome.title")}
      message={message}
      isOpen={isOpen}
      onClose={onClose}
      actions={
        <Button tone="secondary" isFullWidth onPress={onClose}>
          {t("NewPlayerWelcome.close")}
        </Button>
      }
    >
      <p className={styles.greeting}>{t("NewPlayerWelcome.greeting", { userId })}</p>
      <ul className={styles.steps}>
        {nextSteps.map((nextStep) => (
          <li key={nextStep.href} className={styles.step}>
            <LinkButton href={nextStep.href} tone="primary" isFullWidth onPress={onClose}>
              <Icon name={nextStep.icon} />
              {t(nextStep.labelKey)}
            </LinkButton>
            <span className={styles.detail}>{t(nextStep.detailKey)}</span>
          </li>
        ))}
      </ul>
    </DialogFrame>
  )
}
