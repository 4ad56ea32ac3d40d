import { Redeem } from "@gatehouse/ui"
import type { ContentProps } from "../screens/ContentProps.ts"
import { useRedeem } from "./useRedeem.ts"

/** Redeem code, Load R-COINS (the topup section, spec §2). */
const RedeemScreen = ({ title }: ContentProps) => <Redeem title={title} {...useRedeem()} />

export default RedeemScreen
