import { isLoggedIn, type Session } from "@gatehouse/domain"
import type { FrameAccount } from "@gatehouse/ui"
import { useQuery } from "../data/useQuery.ts"
import { cartQuery } from "../economy/cartQuery.ts"

/**
 * What the phone header shows of a logged-in player: the session's balances (as the welcome box shows
 * them) and the cart's item count (the same cart read as the sidebar's cart summary, so an action that
 * refreshes the cart refreshes the badge). Nothing for a guest.
 */
export const useFrameAccount = (session: Session): FrameAccount | undefined => {
  const userNum = isLoggedIn(session) ? session.user.UserNum : null
  const cart = useQuery(cartQuery(userNum)).state
  if (!isLoggedIn(session)) return undefined
  return {
    coin: session.user.UserPoint,
    point: session.user.UserPoint2,
    cartItems:
      cart.status === "loaded" ? cart.value.reduce((count, row) => count + row.quantity, 0) : undefined,
  }
}
