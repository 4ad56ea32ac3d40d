import { Redeem } from "@gatehouse/ui"
import { useRedeem } from "./useRedeem.ts"

/** Redeem code, Load R-COINS (the topup section, spec §2). */
const RedeemScreen = () => <Redeem {...useRedeem()} />

export default RedeemScreen
