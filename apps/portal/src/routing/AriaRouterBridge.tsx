import type { ReactNode } from "react"
import { RouterProvider } from "react-aria-components"
import { useLocation } from "wouter"

/**
 * The ui's links are react-aria links with plain hrefs; this hands them wouter's navigate so a click
 * changes the route without reloading the page (external links still open normally).
 */
export const AriaRouterBridge = ({ children }: { readonly children: ReactNode }) => {
  const [, navigate] = useLocation()
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>
}
