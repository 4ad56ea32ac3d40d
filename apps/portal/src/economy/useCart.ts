import type { CartRow } from "@gatehouse/domain"
import { Effect } from "effect"
import { useEffect, useState, useSyncExternalStore } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { cartSignalOf } from "./cartSignal.ts"

/**
 * The signed-in player's cart rows, refetched whenever the cart signal moves; null while the first
 * answer is awaited and for guests. Spec §8: failed cart loads are logged only.
 */
export const useCart = (userNum: number | null): ReadonlyArray<CartRow> | null => {
  const services = usePortalServices()
  const signal = cartSignalOf(services)
  const version = useSyncExternalStore(signal.subscribe, signal.version)
  const [rows, setRows] = useState<ReadonlyArray<CartRow> | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: version moves after every cart action, which must refetch
  useEffect(() => {
    if (userNum === null) {
      setRows(null)
      return
    }
    let current = true
    void Effect.runPromise(
      services.api.getShopCart({ usernum: userNum }).pipe(
        Effect.match({
          onSuccess: (loaded) => {
            if (current) setRows(loaded)
          },
          onFailure: (failure) => console.error("The cart could not be loaded", failure),
        }),
      ),
    )
    return () => {
      current = false
    }
  }, [services, userNum, version])

  return rows
}
