import { clockCaption, type Language } from "@gatehouse/domain"
import { SiteConfigProvider } from "@gatehouse/ui"
import { type ReactNode, useMemo } from "react"
import { type BaseLocationHook, type BaseSearchHook, Router } from "wouter"
import { DialogHost } from "../dialogs/DialogHost.tsx"
import { AriaRouterBridge } from "../routing/AriaRouterBridge.tsx"
import { PortalRoutes } from "../routing/PortalRoutes.tsx"
import { english, type Spoken, WithLanguage } from "./LanguageChoice.tsx"
import { type PortalServices, PortalServicesProvider } from "./PortalServices.tsx"

export interface AppProps {
  readonly services: PortalServices
  /** The address source; the browser's own unless a test supplies one. */
  readonly location?: { readonly hook: BaseLocationHook; readonly searchHook: BaseSearchHook }
  /** The address a server render shows. */
  readonly ssr?: { readonly path: string; readonly search: string }
  /** The game's time zone the header clock shows, as the server says (GAME_TIME_ZONE); Manila when absent. */
  readonly timeZone?: string | undefined
  /** The language the portal speaks first, with its catalogue; English when absent. */
  readonly spoken?: Spoken | undefined
  /** Told when the visitor chooses another language (the browser remembers it). */
  readonly onLanguageChosen?: ((language: Language) => void) | undefined
}

/** The site's clock in the server's zone; the ui's own (Manila) when the server named none. */
const WithServerClock = ({
  timeZone,
  children,
}: {
  readonly timeZone: string | undefined
  readonly children: ReactNode
}) => {
  const config = useMemo(
    () => (timeZone === undefined ? {} : { clock: { timeZone, label: clockCaption(timeZone) } }),
    [timeZone],
  )
  return <SiteConfigProvider config={config}>{children}</SiteConfigProvider>
}

const WithRouter = ({
  location,
  ssr,
  children,
}: Pick<AppProps, "location" | "ssr"> & { readonly children: ReactNode }) =>
  location ? (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  ) : ssr ? (
    <Router ssrPath={ssr.path} ssrSearch={ssr.search}>
      {children}
    </Router>
  ) : (
    <Router>{children}</Router>
  )

/**
 * Once another language is chosen (and remembered, so the server answers in it), everything the
 * page has read is read again: news, banners and the server's sentences come in the new language.
 */
const readAgainIn =
  (services: PortalServices, onLanguageChosen: AppProps["onLanguageChosen"]) => (language: Language) => {
    onLanguageChosen?.(language)
    void services.queries.invalidate(() => true)
  }

/** The whole portal: its services, the router the ui's links navigate with, the pages and the alerts. */
export const App = ({ services, location, ssr, timeZone, spoken = english, onLanguageChosen }: AppProps) => (
  <PortalServicesProvider services={services}>
    <WithLanguage spoken={spoken} onChosen={readAgainIn(services, onLanguageChosen)}>
      <WithServerClock timeZone={timeZone}>
        <WithRouter location={location} ssr={ssr}>
          <AriaRouterBridge>
            <PortalRoutes />
            <DialogHost />
          </AriaRouterBridge>
        </WithRouter>
      </WithServerClock>
    </WithLanguage>
  </PortalServicesProvider>
)
