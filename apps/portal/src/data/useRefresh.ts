import { useTransition } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"

/**
 * Spec §4's refresh action: every kept answer is forgotten, so the next loads refetch, and what is on
 * screen is fetched again at once. `isRefreshing` holds until those answers are in.
 */
export const useRefresh = () => {
  const { queries } = usePortalServices()
  const [isRefreshing, startRefresh] = useTransition()
  const refresh = () => startRefresh(() => queries.invalidate(() => true))
  return { isRefreshing, refresh }
}
