import { createContext, type ReactNode, useContext } from "react"
import { RouterProvider } from "react-aria-components"

/** Moves the application to an in-portal address without reloading the page. */
export type Navigate = (href: string) => void

const NavigateContext = createContext<Navigate | null>(null)

export interface NavigationProviderProps {
  /** Opens a page of the portal when one of the links inside is followed, without reloading the site. */
  readonly navigate: Navigate
  /** The part of the portal whose links it handles, usually all of it. */
  readonly children: ReactNode
}

/**
 * Hands the application's router to every link of the ui: the plain anchors of the frame (which stay
 * free of react-aria so the first page loads light) and the react-aria links of the screens.
 */
export const NavigationProvider = ({ navigate, children }: NavigationProviderProps) => (
  <NavigateContext value={navigate}>
    <RouterProvider navigate={navigate}>{children}</RouterProvider>
  </NavigateContext>
)

/** The router's navigate, or null where no router is given (the browser then follows links itself). */
export const useNavigate = (): Navigate | null => useContext(NavigateContext)
