import { RedeemForm } from "@gatehouse/ui"
import { useRedeem } from "./useRedeem.ts"

/** The working redeem and referral code form for My Account's redeem slot. */
export const RedeemPanel = () => {
  const { formKey, ...form } = useRedeem()
  return <RedeemForm key={formKey} {...form} />
}
