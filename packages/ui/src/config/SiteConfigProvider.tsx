import { createContext, type ReactNode, useContext, useMemo } from "react"
import { defaultSiteConfig, type SiteConfig, type SiteConfigOverrides, withSiteConfig } from "./siteConfig.ts"

const SiteConfigContext = createContext<SiteConfig>(defaultSiteConfig)

export interface SiteConfigProviderProps {
  /**
   * What this server's site says about itself: its name, the clock's time zone and caption, the
   * currencies' names and icons, the menu. Anything left out keeps Gatehouse's own (or, inside another
   * provider, that provider's).
   */
  readonly config: SiteConfigOverrides
  /** The part of the site that reads this config, usually all of it. */
  readonly children: ReactNode
}

/**
 * Gives the components below it one server's content: the site name in the header and footer, the
 * header clock's time zone, the currencies' names and icons, the main menu and side navigation.
 * Without a provider they show Gatehouse's own, so an app needs one only to change something.
 */
export const SiteConfigProvider = ({ config, children }: SiteConfigProviderProps) => {
  const surrounding = useContext(SiteConfigContext)
  const merged = useMemo(() => withSiteConfig(surrounding, config), [surrounding, config])
  return <SiteConfigContext value={merged}>{children}</SiteConfigContext>
}

/** The site config of the nearest `SiteConfigProvider`, or Gatehouse's own. */
export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext)
