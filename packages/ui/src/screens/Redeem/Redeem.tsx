import { RedeemForm, type RedeemFormProps } from "../../components/RedeemForm/RedeemForm.tsx"
import * as styles from "./Redeem.css.ts"

export interface RedeemProps extends RedeemFormProps {
  /** Changes after each successful redeem, which clears the form. */
  readonly formKey?: number
}

/** Redeem code, Load R-COINS (spec §2): the redeem form on a page of its own. */
export const Redeem = ({ formKey = 0, ...form }: RedeemProps) => (
  <article className={styles.root}>
    <h1 className={styles.heading}>Load R-COINS</h1>
    <RedeemForm key={formKey} {...form} />
  </article>
)
