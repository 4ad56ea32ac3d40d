import { topUpPaymentIdOf } from "@gatehouse/domain"
import { useLocation } from "wouter"
import { MembersOnlyPage } from "../guests/MembersOnlyPage.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { PaymentScreen } from "./PaymentScreen.tsx"
import RedeemScreen from "./RedeemScreen.tsx"

/**
 * The topup section (spec §2): the Top Up page, or at `/topup/payment/{id}` the page of one payment,
 * where a gateway sends the player back. Only a player can load R-Coin: a guest is sent to log in
 * first rather than filling in a form that cannot be sent.
 */
const TopUpScreen = (props: ContentProps) => {
  const [path] = useLocation()
  const paymentId = topUpPaymentIdOf(path)
  if (props.userNum === null) return <MembersOnlyPage title={props.title} />
  return paymentId === undefined ? (
    <RedeemScreen {...props} />
  ) : (
    <PaymentScreen title={props.title} userNum={props.userNum} paymentId={paymentId} />
  )
}

export default TopUpScreen
