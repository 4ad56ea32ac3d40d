import { formatCents, formatPesos, paymentProviderNames } from "@gatehouse/domain"
import type { ReactNode } from "react"
import { DialogFrame } from "../../components/DialogFrame/DialogFrame.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import { paymentTrouble } from "../PaymentList/PaymentList.tsx"
import stateEnglish from "../PaymentList/paymentViews.en.json"
import type { PaymentView } from "../PaymentList/paymentViews.ts"
import * as styles from "./PaymentDetails.css.ts"
import english from "./PaymentDetails.en.json"

/** One notification the gateway sent about the payment (or the portal's own question to it), as kept. */
export interface PaymentEventView {
  readonly eventId: string
  /** What it said: paid, failed, expired, refunded, or the gateway's own type for others. */
  readonly kind: string
  /** What the portal did with it. */
  readonly outcome: string
  readonly receivedAt: string
  /** The body as the gateway sent it, as JSON text. */
  readonly body: string
}

export interface PaymentDetailsProps {
  /** The payment to show; the dialog is closed while there is none. */
  readonly payment: PaymentView | null
  /** The notifications kept for it, oldest first, as read so far. */
  readonly events: LoadState<ReadonlyArray<PaymentEventView>>
  /** Called when the dialog closes (Close, Escape or a click outside). */
  readonly onClose: () => void
}

/** A body as readable JSON, indented; text that is no JSON is shown as it came. */
const readableBody = (body: string): string => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}

const Fact = ({ name, children }: { readonly name: string; readonly children: ReactNode }) => (
  <div className={styles.fact}>
    <dt className={styles.factName}>{name}</dt>
    <dd className={styles.factValue}>{children}</dd>
  </div>
)

/**
 * One payment in full, over the page: its facts, and every verified notification its gateway sent
 * (and every answer the gateway gave when asked) with what the portal made of it and the raw body,
 * which is what staff compare with the gateway's own dashboard.
 */
export const PaymentDetails = ({ payment, events, onClose }: PaymentDetailsProps) => {
  const t = useMessages(english)
  const p = useMessages(stateEnglish)
  return (
    <DialogFrame
      title={t("PaymentDetails.title")}
      size="wide"
      closeLabel={t("PaymentDetails.close")}
      isOpen={payment !== null}
      onClose={onClose}
      isDismissable
    >
      {payment !== null && (
        <div className={styles.body}>
          <dl className={styles.facts}>
            <Fact name={t("PaymentDetails.player")}>{payment.userId}</Fact>
            <Fact name={t("PaymentDetails.package")}>{payment.packageName}</Fact>
            <Fact
              name={t("PaymentDetails.method")}
            >{`${payment.methodLabel} (${paymentProviderNames[payment.provider]})`}</Fact>
            <Fact name={t("PaymentDetails.amount")}>{formatPesos(payment.amountCentavos)}</Fact>
            <Fact name={t("PaymentDetails.rcoin")}>{formatCents(payment.rcoinCents)}</Fact>
            <Fact name={t("PaymentDetails.state")}>{p(`paymentViews.${payment.state}`)}</Fact>
            <Fact name={t("PaymentDetails.problem")}>
              {paymentTrouble(payment, t("PaymentDetails.short")) || t("PaymentDetails.none")}
            </Fact>
            <Fact name={t("PaymentDetails.gatewayId")}>
              {payment.providerPaymentId ?? t("PaymentDetails.noCheckout")}
            </Fact>
            <Fact name={t("PaymentDetails.created")}>
              <ServerDate value={payment.createdAt} />
            </Fact>
            <Fact name={t("PaymentDetails.paid")}>
              {payment.paidAt === null ? t("PaymentDetails.notPaid") : <ServerDate value={payment.paidAt} />}
            </Fact>
            <Fact name={t("PaymentDetails.settled")}>
              {payment.settledAt === null ? (
                t("PaymentDetails.notSettled")
              ) : (
                <ServerDate value={payment.settledAt} />
              )}
            </Fact>
          </dl>
          <h3 className={styles.eventsHeading}>{t("PaymentDetails.notifications")}</h3>
          <ConsoleListState
            list={events}
            isEmpty={(found) => found.length === 0}
            failed={t("PaymentDetails.failed")}
            empty={t("PaymentDetails.empty")}
          >
            {(found) => (
              <ol className={styles.events} aria-label={t("PaymentDetails.notifications")}>
                {found.map((event) => (
                  <li key={event.eventId} className={styles.event}>
                    <p className={styles.eventLine}>
                      <strong>{event.kind}</strong>: {event.outcome} · <ServerDate value={event.receivedAt} />
                    </p>
                    <p className={styles.eventId}>{event.eventId}</p>
                    <pre className={styles.eventBody}>{readableBody(event.body)}</pre>
                  </li>
                ))}
              </ol>
            )}
          </ConsoleListState>
        </div>
      )}
    </DialogFrame>
  )
}
