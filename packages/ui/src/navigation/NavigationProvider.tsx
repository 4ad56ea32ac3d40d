import { createContext, type ReactNode, useContext } from "react"
import { RouterProvider } from "react-aria-components"

/** Moves the application to an in-portal address without reloading the page. */
export type Navigate = (href: string) => void

const NavigateContext = createContext<Navigate | null>(null)

export interface NavigationProviderProps {
  readonly navigate: Navigate
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
