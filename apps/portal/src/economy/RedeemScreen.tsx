import { Redeem } from "@gatehouse/ui"
import type { ContentProps } from "../screens/ContentProps.ts"
import { PayOnlinePanel } from "./PayOnlinePanel.tsx"
import { useRedeem } from "./useRedeem.ts"

/** Redeem code, Load R-COINS (the topup section, spec §2), and paying online where the server takes payments. */
const RedeemScreen = ({ title }: ContentProps) => (
  <Redeem title={title} {...useRedeem()} payOnlineSlot={<PayOnlinePanel />} />
)

export default RedeemScreen
