import { NavigationProvider } from "@gatehouse/ui"
import type { ReactNode } from "react"
import { useLocation } from "wouter"

/**
 * The ui's links carry plain hrefs; this hands them wouter's navigate so a click changes the route
 * without reloading the page (external links, new tabs and downloads still go to the browser).
 */
export const AriaRouterBridge = ({ children }: { readonly children: ReactNode }) => {
  const [, navigate] = useLocation()
  return <NavigationProvider navigate={(href) => navigate(href)}>{children}</NavigationProvider>
}
