import { formatAmount } from "@gatehouse/domain"
import { Icon } from "../../art/Icon/Icon.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { PlainButton } from "../Button/PlainButton.tsx"
import { Panel } from "../Panel/Panel.tsx"
import * as styles from "./WelcomeBox.css.ts"

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

const unreadText = (count: number) => `(${count} new ${count === 1 ? "answer" : "answers"})`

/**
 * The sidebar box of a logged-in player: user ID, R-Coin and Milleage balances (named as the site
 * config names its currencies), a mailbox link, My Account, Change Password and Logout. Replies from support arrive
 * on the ticket status page, which is the mailbox.
 */
export const WelcomeBox = ({ user, onLogout, unreadAnswers = 0, consoleHref }: WelcomeBoxProps) => {
  const { coin, point } = useSiteConfig().currencies
  return (
    <Panel title="Welcome">
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
            Mailbox
            {unreadAnswers > 0 && (
              <>
                <span className={styles.unread} aria-hidden="true">
                  {unreadAnswers}
                </span>
                <span className={styles.unreadText}>{unreadText(unreadAnswers)}</span>
              </>
            )}
          </RouterLink>
          <RouterLink href="/user" className={styles.accountLink}>
            <Icon name="user" />
            My Account
          </RouterLink>
          <RouterLink href="/changepassword" className={styles.accountLink}>
            <Icon name="key" />
            Change Password
          </RouterLink>
          {consoleHref !== undefined && (
            <RouterLink href={consoleHref} className={styles.accountLink}>
              <Icon name="scroll" />
              Staff Console
            </RouterLink>
          )}
        </div>
        <PlainButton tone="secondary" isFullWidth onPress={onLogout}>
          <Icon name="logout" />
          Logout
        </PlainButton>
      </div>
    </Panel>
  )
}
