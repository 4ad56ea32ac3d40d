import { useCallback } from "react"
import { useLocation, useSearch } from "wouter"
import { usePortalServices } from "../app/PortalServices.tsx"
import { rememberReturnAddress } from "./returnAddress.ts"

/** The login page, where every guest is sent for what only players may do (spec §6). */
export const loginPath = "/login"

/**
 * Sends a guest to the login page (spec §6: guests are redirected to /login), remembering the page
 * they were on, with its query, so logging in brings them back to it.
 */
export const useSendToLogin = (): (() => void) => {
  const { navigate } = usePortalServices()
  const [path] = useLocation()
  const search = useSearch()
  return useCallback(() => {
    rememberReturnAddress(search === "" ? path : `${path}?${search}`)
    navigate(loginPath)
  }, [navigate, path, search])
}
