import { voteRewardCurrency } from "@gatehouse/domain"
import { CurrencyAmount } from "../../components/CurrencyAmount/CurrencyAmount.tsx"

/** Whether a vote here earns anything: staff may count a site's votes without rewarding them. */
export const hasReward = (site: { readonly rewardsOn: boolean; readonly reward: number }): boolean =>
  site.rewardsOn && site.reward > 0

interface VoteRewardProps {
  readonly amount: number
  /** Writes the currency's name; where room is short (a phone's half column) only screen readers hear it. */
  readonly isNameShown?: boolean
}

/** A vote's reward as a gain, "+10.00 Milleage", in the currency votes are rewarded in. */
export const VoteReward = ({ amount, isNameShown = true }: VoteRewardProps) => (
  <CurrencyAmount amount={amount} section={voteRewardCurrency.section} isNameShown={isNameShown} isGain />
)
