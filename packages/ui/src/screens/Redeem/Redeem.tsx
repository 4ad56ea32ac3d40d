import { type ReactNode, useId } from "react"
import { RedeemForm, type RedeemFormProps } from "../../components/RedeemForm/RedeemForm.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./Redeem.css.ts"
import english from "./Redeem.en.json"

export interface RedeemProps extends RedeemFormProps {
  /** The page's heading: the section's name (the menu calls it Top Up R-Coin). */
  readonly title?: string
  /** Change it after each successful redeem to empty the form. */
  readonly formKey?: number
  /** Paying online for R-Coin (`PayOnline`), under the redeem form, when the server takes payments. */
  readonly payOnlineSlot?: ReactNode
}

/**
 * The Top Up page, where a player loads R-Coin with a redeem code, and on servers that take payments
 * also by paying online.
 */
export const Redeem = ({ title, formKey = 0, payOnlineSlot, ...form }: RedeemProps) => {
  const headingId = useId()
  const t = useMessages(english)
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title ?? t("Redeem.title")}</h1>
      <section className={styles.part} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.partHeading}>
          {t("Redeem.loadRCoins")}
        </h2>
        <RedeemForm key={formKey} {...form} />
      </section>
      {payOnlineSlot}
    </article>
  )
}
