import { withBalances } from "@gatehouse/domain"
import type { PortalServices } from "../app/PortalServices.tsx"

/** Spec §7: a redeem or purchase answers the new balances, which replace the session's (and the sidebar's). */
export const storeBalances = (
  services: Pick<PortalServices, "session">,
  answer: { readonly userPoints: number; readonly userPoints2: number },
): void =>
  services.session.set(withBalances(services.session.getSnapshot(), answer.userPoints, answer.userPoints2))
