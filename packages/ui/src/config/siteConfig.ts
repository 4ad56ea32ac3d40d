import { type Currency, currencies, itemPicturesLocation } from "@gatehouse/domain"
import type { ReactNode } from "react"
import type { IconName } from "../art/Icon/iconPaths.ts"
import { defaultClientButtons } from "../frame/ClientButtons/clientButtons.ts"
import { footerArtLinks, type IconLink } from "../frame/Footer/footerLinks.ts"
import { defaultMenu, type MenuGroup } from "../frame/navigation.ts"
import siteLabels from "../frame/siteLabels.en.json"
import { plainEnglishOf } from "../i18n/plainEnglishOf.ts"

/** The time the header clock shows. */
export interface ClockSettings {
  /** The server's time zone as an IANA name ("Asia/Manila", "Europe/Berlin"). */
  readonly timeZone: string
  /** The clock's caption before the zone's offset ("Manila Time" reads "Manila Time · GMT+08:00"). */
  readonly label: string
}

/** How a currency reads: its name beside amounts and balances, and its icon. */
export interface CurrencySettings {
  readonly name: string
  /**
   * Its name inside the item shop and the cart, where the shop calls it otherwise (spec §1: Milleage
   * is "also called R-Point in the shop"); `name` when left out.
   */
  readonly shopName?: string | undefined
  readonly icon: IconName
}

/** Where a currency's name is read: inside the item shop and the cart, or anywhere else. */
export type CurrencyPlace = "shop" | "elsewhere"

/** The name a currency goes by in that place. */
export const currencyName = (settings: CurrencySettings, place: CurrencyPlace = "elsewhere"): string =>
  place === "shop" ? (settings.shopName ?? settings.name) : settings.name

/**
 * What one fan server's site says about itself, as opposed to how it looks (the theme). Components
 * read it from the nearest `SiteConfigProvider`; without one they show Gatehouse's own
 * (`defaultSiteConfig`).
 */
export interface SiteConfig {
  /** The site's name: in the header and the footer's copyright line. */
  readonly siteName: string
  /**
   * The emblem beside the site's name in the header, sized by the server (the name beside it already
   * names the link, so an image here is decorative); Gatehouse's brand mark when left out.
   */
  readonly logo?: ReactNode
  /** The header clock's time zone and caption. */
  readonly clock: ClockSettings
  /** The two currencies of the shop and the balances: the premium one (`coin`) and the earned one (`point`). */
  readonly currencies: Readonly<Record<Currency, CurrencySettings>>
  /**
   * Where the server serves item pictures: a shop item that names only its `icon` file name shows
   * the picture of that name here.
   */
  readonly itemPictures: string
  /** The main menu's groups, which are also the side navigation of their sections. */
  readonly menu: ReadonlyArray<MenuGroup>
  /** The big buttons beside the banners (the client download and the instructions). */
  readonly clientButtons: ReadonlyArray<IconLink>
  /** The footer's links drawn as medallions. */
  readonly footerLinks: ReadonlyArray<IconLink>
}

/**
 * Gatehouse's own site: the name, Manila time, R-Coin and Milleage (R-Point in the shop), its item
 * pictures under /media/items, its menu and frame links.
 */
export const defaultSiteConfig: SiteConfig = {
  siteName: "Gatehouse",
  clock: { timeZone: "Asia/Manila", label: plainEnglishOf(siteLabels)("siteLabels.manilaTime") },
  currencies: {
    coin: { name: currencies.coin.name, icon: "coin" },
    point: { name: currencies.point.name, shopName: currencies.point.shopName, icon: "gem" },
  },
  itemPictures: itemPicturesLocation,
  menu: defaultMenu,
  clientButtons: defaultClientButtons,
  footerLinks: footerArtLinks,
}

/**
 * The parts of a `SiteConfig` a server changes; the rest keeps the surrounding value. The clock and
 * each currency may be changed one field at a time.
 */
export interface SiteConfigOverrides {
  readonly siteName?: string
  readonly logo?: ReactNode
  readonly clock?: Partial<ClockSettings>
  readonly currencies?: { readonly [C in Currency]?: Partial<CurrencySettings> }
  readonly itemPictures?: string
  readonly menu?: ReadonlyArray<MenuGroup>
  readonly clientButtons?: ReadonlyArray<IconLink>
  readonly footerLinks?: ReadonlyArray<IconLink>
}

/**
 * A currency with its overrides laid over it. A new name without a shop name of its own is the
 * currency's name in the shop too: another server's "Stars" is not called R-Point in its shop.
 */
const withCurrency = (base: CurrencySettings, overrides: Partial<CurrencySettings> | undefined) => ({
  ...base,
  ...(overrides?.name !== undefined && overrides.shopName === undefined ? { shopName: undefined } : {}),
  ...overrides,
})

/** `base` with `overrides` laid over it. */
export const withSiteConfig = (base: SiteConfig, overrides: SiteConfigOverrides): SiteConfig => ({
  siteName: overrides.siteName ?? base.siteName,
  logo: overrides.logo ?? base.logo,
  clock: { ...base.clock, ...overrides.clock },
  currencies: {
    coin: withCurrency(base.currencies.coin, overrides.currencies?.coin),
    point: withCurrency(base.currencies.point, overrides.currencies?.point),
  },
  itemPictures: overrides.itemPictures ?? base.itemPictures,
  menu: overrides.menu ?? base.menu,
  clientButtons: overrides.clientButtons ?? base.clientButtons,
  footerLinks: overrides.footerLinks ?? base.footerLinks,
})
