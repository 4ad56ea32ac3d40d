import { topUpPaymentIdOf } from "@gatehouse/domain"
import { useLocation } from "wouter"
import type { ContentProps } from "../screens/ContentProps.ts"
import { PaymentScreen } from "./PaymentScreen.tsx"
import RedeemScreen from "./RedeemScreen.tsx"

/**
 * The topup section (spec §2): the Top Up page, or at `/topup/payment/{id}` the page of one payment,
 * where a gateway sends the player back.
 */
const TopUpScreen = (props: ContentProps) => {
  const [path] = useLocation()
  const paymentId = topUpPaymentIdOf(path)
  return paymentId === undefined ? (
    <RedeemScreen {...props} />
  ) : (
    <PaymentScreen title={props.title} userNum={props.userNum} paymentId={paymentId} />
  )
}

export default TopUpScreen
