import { Icon } from "../../art/Icon/Icon.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { useNumbers } from "../../i18n/useNumbers.ts"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { PlainButton } from "../Button/PlainButton.tsx"
import { Panel } from "../Panel/Panel.tsx"
import * as styles from "./WelcomeBox.css.ts"
import english from "./WelcomeBox.en.json"

/** The player as the welcome box needs them: any session user object fits. */
export interface WelcomeUser {
  readonly UserID: string
  /** R-Coin. */
  readonly UserPoint: number
  /** Milleage. */
  readonly UserPoint2: number
}

export interface WelcomeBoxProps {
  /** The logged-in player: their user ID and their R-Coin and Milleage balances. */
  readonly user: WelcomeUser
  /** Called when the player presses Logout. */
  readonly onLogout: () => void
  /** Support's answers the player has not read yet, counted beside the Mailbox link; none when 0 or left out. */
  readonly unreadAnswers?: number
  /** Where the staff console opens, for staff only; players get no such link. */
  readonly consoleHref?: string | undefined
}

/**
 * The sidebar box of a logged-in player: user ID, R-Coin and Milleage balances (named as the site
 * config names its currencies), a mailbox link, My Account, Change Password and Logout. Replies from support arrive
 * on the ticket status page, which is the mailbox.
 */
export const WelcomeBox = ({ user, onLogout, unreadAnswers = 0, consoleHref }: WelcomeBoxProps) => {
  const { coin, point } = useSiteConfig().currencies
  const t = useMessages(english)
  const { amount: formatAmount } = useNumbers()
  return (
    <Panel title={t("WelcomeBox.welcome")}>
      <div className={styles.root}>
        <p className={styles.player}>
          <span className={styles.playerIcon}>
            <Icon name="user" />
          </span>
          {user.UserID}
        </p>
        <dl className={styles.balances}>
          <div className={styles.balance}>
            <dt className={styles.balanceName}>
              <span className={styles.currency.coin}>
                <Icon name={coin.icon} />
              </span>
              {coin.name}
            </dt>
            <dd className={styles.amount}>{formatAmount(user.UserPoint)}</dd>
          </div>
          <div className={styles.balance}>
            <dt className={styles.balanceName}>
              <span className={styles.currency.mileage}>
                <Icon name={point.icon} />
              </span>
              {point.name}
            </dt>
            <dd className={styles.amount}>{formatAmount(user.UserPoint2)}</dd>
          </div>
        </dl>
        <div className={styles.links}>
          <RouterLink href="/checkticket" className={styles.accountLink}>
            <Icon name="mail" />
            {t("WelcomeBox.mailbox")}
            {unreadAnswers > 0 && (
              <>
                <span className={styles.unread} aria-hidden="true">
                  {unreadAnswers}
                </span>
                <span className={styles.unreadText}>{t("WelcomeBox.unread", { count: unreadAnswers })}</span>
              </>
            )}
          </RouterLink>
          <RouterLink href="/user" className={styles.accountLink}>
            <Icon name="user" />
            {t("WelcomeBox.myAccount")}
          </RouterLink>
          <RouterLink href="/changepassword" className={styles.accountLink}>
            <Icon name="key" />
            {t("WelcomeBox.changePassword")}
          </RouterLink>
          {consoleHref !== undefined && (
            <RouterLink href={consoleHref} className={styles.accountLink}>
              <Icon name="scroll" />
              {t("WelcomeBox.staffConsole")}
            </RouterLink>
          )}
        </div>
        <PlainButton tone="secondary" isFullWidth onPress={onLogout}>
          <Icon name="logout" />
          {t("WelcomeBox.logout")}
        </PlainButton>
      </div>
    </Panel>
  )
}
