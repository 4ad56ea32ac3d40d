import type { SiteBanner } from "@gatehouse/domain"
import { useEffect, useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"

/**
 * The rotator's banners: the stored list at once (no empty rotator on a repeat visit), then the
 * cache's answer, which is a fresh fetch only when the stored list is older than 30 minutes.
 */
export const useBanners = (): ReadonlyArray<SiteBanner> => {
  const { banners } = usePortalServices()
  const [list, setList] = useState(() => banners.stored() ?? [])
  useEffect(() => {
    let current = true
    void banners.load().then((loaded) => {
      if (current) setList(loaded)
    })
    return () => {
      current = false
    }
  }, [banners])
  return list
}
