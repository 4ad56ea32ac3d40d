import {
  formatPesos,
  fromCents,
  type PaymentProvider,
  type PaymentState,
  paymentProviderNames,
  paymentStateLabels,
} from "@gatehouse/domain"
import { type ReactNode, useId } from "react"
import { Button, LinkButton } from "../../components/Button/Button.tsx"
import { CurrencyAmount } from "../../components/CurrencyAmount/CurrencyAmount.tsx"
import { Notice, type NoticeTone } from "../../components/Notice/Notice.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./TopUpPayment.css.ts"

/** One of the player's payments as its page shows it. */
export interface PaymentOnPage {
  readonly provider: PaymentProvider
  /** The way of paying, as the player chose it (GCash). */
  readonly methodLabel: string
  readonly packageName: string
  /** What the player pays, in centavos. */
  readonly amountCentavos: number
  /** The R-Coin the payment loads (bonus included), in cents. */
  readonly rcoinCents: number
  readonly state: PaymentState
  /** When the payment was started, as the server sent it. */
  readonly createdAt: string
  /** The player's R-Coin balance now; shown once the payment is credited. */
  readonly balance: number
}

export interface TopUpPaymentProps {
  /** The page's heading: the section's name (the menu calls it Top Up R-Coin). */
  readonly title?: string
  /** The payment: loading, failed to load, loaded, or null when the player has no payment by that id. */
  readonly payment: LoadState<PaymentOnPage | null>
  /** Asks for the payment again after it failed to load. */
  readonly onRetry: () => void
}

/** Said when the payment cannot be loaded, and when the player has no such payment. */
export const paymentLoadFailedText = "Your payment could not be loaded."
export const paymentNotFoundText = "There is no such payment on your account."

const stateTones: Readonly<Record<PaymentState, NoticeTone>> = {
  waiting: "info",
  credited: "success",
  held: "info",
  failed: "danger",
  expired: "danger",
  refunded: "info",
}

/** What a state means for the player, after its label. */
const stateNote = (payment: PaymentOnPage, gained: ReactNode): ReactNode => {
  const provider = paymentProviderNames[payment.provider]
  switch (payment.state) {
    case "waiting":
      return `${provider} has not confirmed your payment yet. This page checks again every few seconds.`
    case "credited":
      return <>{gained} was added to your balance.</>
    case "held":
      return "Your payment arrived but did not match this package, so staff are checking it before anything is added. You need not pay again."
    case "failed":
      return "The payment did not go through, so nothing was added."
    case "expired":
      return `The time to pay ran out, so nothing was added. If you did pay, this page updates when ${provider} confirms it.`
    case "refunded":
      return <>This payment was paid back, and its {gained} taken back from your balance.</>
  }
}

/**
 * The page a payment gateway sends the player back to: what was bought and paid, where the payment
 * stands in the player's words (screen readers hear each change), the new balance once credited, and
 * the way on: the shop, or Top Up again when it did not go through.
 */
export const TopUpPayment = ({ title = "Top Up R-Coin", payment, onRetry }: TopUpPaymentProps) => {
  const headingId = useId()
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <section className={styles.part} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.partHeading}>
          Your payment
        </h2>
        {payment.status === "loading" ? (
          <Spinner label="Loading your payment..." />
        ) : payment.status === "failed" ? (
          <Notice
            tone="danger"
            action={
              <Button tone="secondary" onPress={onRetry}>
                Try again
              </Button>
            }
          >
            {paymentLoadFailedText}
          </Notice>
        ) : payment.value === null ? (
          <>
            <Notice tone="info">{paymentNotFoundText}</Notice>
            <div>
              <LinkButton tone="primary" href="/topup">
                Top Up R-Coin
              </LinkButton>
            </div>
          </>
        ) : (
          <PaymentDetails payment={payment.value} />
        )}
      </section>
    </article>
  )
}

const PaymentDetails = ({ payment }: { readonly payment: PaymentOnPage }) => {
  const coinName = useSiteConfig().currencies.coin.name
  const gained = <CurrencyAmount amount={fromCents(payment.rcoinCents)} section={2} isNameShown />
  const tryAgain = payment.state === "failed" || payment.state === "expired"
  return (
    <>
      <Notice tone={stateTones[payment.state]} announce="status">
        <span>
          <strong className={styles.stateLabel}>{paymentStateLabels[payment.state]}.</strong>{" "}
          {stateNote(payment, gained)}
        </span>
      </Notice>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Package</dt>
          <dd>{payment.packageName}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Paid with</dt>
          <dd>
            {payment.methodLabel} through {paymentProviderNames[payment.provider]}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Amount</dt>
          <dd>{formatPesos(payment.amountCentavos)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{coinName}</dt>
          <dd>{gained}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Started</dt>
          <dd>
            <ServerDate value={payment.createdAt} />
          </dd>
        </div>
        {payment.state === "credited" && (
          <div className={styles.fact}>
            <dt>Your balance</dt>
            <dd>
              <CurrencyAmount amount={payment.balance} section={2} isNameShown />
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        {payment.state === "credited" && (
          <LinkButton tone="primary" href="/itemshop">
            Back to the Item Shop
          </LinkButton>
        )}
        {tryAgain && (
          <LinkButton tone="primary" href="/topup">
            Try again
          </LinkButton>
        )}
      </div>
    </>
  )
}
