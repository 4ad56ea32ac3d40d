import { voteRewardCurrency } from "@gatehouse/domain"
import { CurrencyAmount } from "../../components/CurrencyAmount/CurrencyAmount.tsx"

/** Whether a vote here earns anything: staff may count a site's votes without rewarding them. */
export const hasReward = (site: { readonly rewardsOn: boolean; readonly reward: number }): boolean =>
  site.rewardsOn && site.reward > 0

/** A vote's reward as a gain, "+10.00 Milleage", in the currency votes are rewarded in. */
export const VoteReward = ({ amount }: { readonly amount: number }) => (
  <CurrencyAmount amount={amount} section={voteRewardCurrency.section} isNameShown isGain />
)
