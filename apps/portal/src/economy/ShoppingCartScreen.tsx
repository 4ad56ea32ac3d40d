import { isLoggedIn } from "@gatehouse/domain"
import { MemberOnly, ShoppingCart } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { useSession } from "../session/useSession.ts"
import { buyChecked, changeQuantity, toggleCheck } from "./cartActions.ts"
import { useCart } from "./useCart.ts"

/**
 * The shopping cart (spec §2, §4): the player's rows, refetched after every check, quantity and
 * purchase action; Proceed to Buy buys the checked rows.
 */
const ShoppingCartScreen = ({ title, userNum }: ContentProps) => {
  const services = usePortalServices()
  const session = useSession()
  const rows = useCart(userNum)
  const [isPending, setPending] = useState(false)

  if (!isLoggedIn(session)) return <MemberOnly title={title} />

  const run = (action: Effect.Effect<unknown>) => {
    setPending(true)
    void Effect.runPromise(action.pipe(Effect.ensuring(Effect.sync(() => setPending(false)))))
  }
  const find = (seq: number) => rows?.find((row) => row.seq === seq)

  return (
    <ShoppingCart
      title={title}
      rows={rows}
      balances={session.user}
      isPending={isPending}
      onToggleCheck={(shown) => {
        const row = find(shown.seq)
        if (row) run(toggleCheck(services, row))
      }}
      onChangeQuantity={(shown, change) => {
        const row = find(shown.seq)
        if (row) run(changeQuantity(services, row, change))
      }}
      onBuyChecked={() => run(buyChecked(services, rows ?? []))}
    />
  )
}

export default ShoppingCartScreen
