import { isLoggedIn } from "@gatehouse/domain"
import { ShoppingCart } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { MembersOnlyPage } from "../guests/MembersOnlyPage.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { useSession } from "../session/useSession.ts"
import { buyChecked, changeQuantity, removeRow, toggleCheck } from "./cartActions.ts"
import { cartQuery } from "./cartQuery.ts"

/**
 * The shopping cart (spec §2, §4): the player's rows, refetched after every check, quantity, remove and
 * purchase action; Proceed to Buy buys the checked rows once the player confirms.
 */
const ShoppingCartScreen = ({ title, userNum }: ContentProps) => {
  const services = usePortalServices()
  const session = useSession()
  const cart = useQuery(cartQuery(userNum)).state
  // Spec §8: a failed cart load is logged only (by the store); the cart then stays as it was.
  const rows = cart.status === "loaded" ? cart.value : null
  const action = useAction()

  if (!isLoggedIn(session)) return <MembersOnlyPage title={title} />

  const run = (change: ClientAction<unknown>) => void action.run(change)
  const find = (seq: number) => rows?.find((row) => row.seq === seq)

  return (
    <ShoppingCart
      title={title}
      rows={rows}
      balances={session.user}
      isPending={action.isPending}
      onToggleCheck={(shown) => {
        const row = find(shown.seq)
        if (row) run(toggleCheck(services, row))
      }}
      onChangeQuantity={(shown, change) => {
        const row = find(shown.seq)
        if (row) run(changeQuantity(services, row, change))
      }}
      onRemove={(shown) => {
        const row = find(shown.seq)
        if (row) run(removeRow(services, row))
      }}
      onBuyChecked={() => run(buyChecked(services, rows ?? []))}
    />
  )
}

export default ShoppingCartScreen
