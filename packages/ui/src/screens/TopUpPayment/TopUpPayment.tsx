import {
  formatPesos,
  fromCents,
  type PaymentProvider,
  type PaymentState,
  paymentMethodWords,
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
import { englishOf } from "../../i18n/englishOf.ts"
import { type Translate, useDomainMessages, useDomainText, useMessages } from "../../i18n/Messages.tsx"
import { elementSlot, withElement } from "../../i18n/withElement.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./TopUpPayment.css.ts"
import english from "./TopUpPayment.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

type PaymentKey = keyof typeof english

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
export const paymentLoadFailedText = inEnglish("TopUpPayment.loadFailed")
export const paymentNotFoundText = inEnglish("TopUpPayment.notFound")

const stateTones: Readonly<Record<PaymentState, NoticeTone>> = {
  waiting: "info",
  credited: "success",
  held: "info",
  failed: "danger",
  expired: "danger",
  refunded: "info",
}

/** What a state means for the player, after its label. */
const stateNote = (payment: PaymentOnPage, gained: ReactNode, t: Translate<PaymentKey>): ReactNode => {
  const provider = paymentProviderNames[payment.provider]
  switch (payment.state) {
    case "waiting":
      return t("TopUpPayment.noteWaiting", { provider })
    case "credited":
      return withElement(t("TopUpPayment.noteCredited", { gained: elementSlot }), gained)
    case "held":
      return t("TopUpPayment.noteHeld")
    case "failed":
      return t("TopUpPayment.noteFailed")
    case "expired":
      return t("TopUpPayment.noteExpired", { provider })
    case "refunded":
      return withElement(t("TopUpPayment.noteRefunded", { gained: elementSlot }), gained)
  }
}

/**
 * The page a payment gateway sends the player back to: what was bought and paid, where the payment
 * stands in the player's words (screen readers hear each change), the new balance once credited, and
 * the way on: the shop, or Top Up again when it did not go through.
 */
export const TopUpPayment = ({ title, payment, onRetry }: TopUpPaymentProps) => {
  const headingId = useId()
  const t = useMessages(english)
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title ?? t("TopUpPayment.title")}</h1>
      <section className={styles.part} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.partHeading}>
          {t("TopUpPayment.yourPayment")}
        </h2>
        {payment.status === "loading" ? (
          <Spinner label={t("TopUpPayment.loading")} />
        ) : payment.status === "failed" ? (
          <Notice
            tone="danger"
            action={
              <Button tone="secondary" onPress={onRetry}>
                {t("TopUpPayment.tryAgain")}
              </Button>
            }
          >
            {t("TopUpPayment.loadFailed")}
          </Notice>
        ) : payment.value === null ? (
          <>
            <Notice tone="info">{t("TopUpPayment.notFound")}</Notice>
            <div>
              <LinkButton tone="primary" href="/topup">
                {t("TopUpPayment.topUp")}
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
  const t = useMessages(english)
  const sayState = useDomainMessages("paymentStateLabels", paymentStateLabels)
  const sayMethod = useDomainText("paymentMethodWords", paymentMethodWords)
  return (
    <>
      <Notice tone={stateTones[payment.state]} announce="status">
        <span>
          <strong className={styles.stateLabel}>{sayState(payment.state)}.</strong>{" "}
          {stateNote(payment, gained, t)}
        </span>
      </Notice>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t("TopUpPayment.package")}</dt>
          <dd>{payment.packageName}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("TopUpPayment.paidWith")}</dt>
          <dd>
            {t("TopUpPayment.methodThrough", {
              method: sayMethod(payment.methodLabel),
              provider: paymentProviderNames[payment.provider],
            })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("TopUpPayment.amount")}</dt>
          <dd>{formatPesos(payment.amountCentavos)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{coinName}</dt>
          <dd>{gained}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t("TopUpPayment.started")}</dt>
          <dd>
            <ServerDate value={payment.createdAt} />
          </dd>
        </div>
        {payment.state === "credited" && (
          <div className={styles.fact}>
            <dt>{t("TopUpPayment.yourBalance")}</dt>
            <dd>
              <CurrencyAmount amount={payment.balance} section={2} isNameShown />
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        {payment.state === "credited" && (
          <LinkButton tone="primary" href="/itemshop">
            {t("TopUpPayment.backToShop")}
          </LinkButton>
        )}
        {tryAgain && (
          <LinkButton tone="primary" href="/topup">
            {t("TopUpPayment.tryAgain")}
          </LinkButton>
        )}
      </div>
    </>
  )
}
