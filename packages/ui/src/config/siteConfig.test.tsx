import { cleanup, render, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { iconPaths } from "../art/Icon/iconPaths.ts"
import { CurrencyAmount } from "../components/CurrencyAmount/CurrencyAmount.tsx"
import { ItemCard } from "../components/ItemCard/ItemCard.tsx"
import { WelcomeBox } from "../components/WelcomeBox/WelcomeBox.tsx"
import { anotherServerConfig, anotherServerMenu } from "../fixtures/siteConfigs.tsx"
import { storyNow } from "../fixtures/time.ts"
import { Frame } from "../frame/Frame/Frame.tsx"
import { MainMenu } from "../frame/MainMenu/MainMenu.tsx"
import { ServerClock } from "../frame/ServerClock/ServerClock.tsx"
import { SiteConfigProvider } from "./SiteConfigProvider.tsx"
import { currencyName, defaultSiteConfig, withSiteConfig } from "./siteConfig.ts"

afterEach(cleanup)

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole("link")
    .map((link) => link.textContent)

describe("withSiteConfig", () => {
  it("keeps what is not overridden, down to a single field of the clock or a currency", () => {
    const config = withSiteConfig(defaultSiteConfig, {
      clock: { label: "Server Time" },
      currencies: { point: { name: "Stars" } },
    })
    expect(config.siteName).toBe("Gatehouse")
    expect(config.clock).toEqual({ timeZone: "Asia/Manila", label: "Server Time" })
    expect(config.currencies.coin).toEqual({ name: "R-Coin", icon: "coin" })
    expect(config.currencies.point).toEqual({ name: "Stars", icon: "gem" })
    expect(config.menu).toBe(defaultSiteConfig.menu)
  })
})

describe("a site config", () => {
  it("names the site in the frame's header and copyright line", async () => {
    render(
      <SiteConfigProvider config={anotherServerConfig}>
        <Frame section="bazaar" isLoggedIn={false} banners={[]} sidebar={null} now={storyNow} />
      </SiteConfigProvider>,
    )
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Moonfall Academy" })).toBeTruthy()
    // The footer's code loads after the frame's (hydration/partInView.tsx).
    expect((await screen.findByRole("contentinfo")).textContent).toContain(
      "Copyright © 2026 Moonfall Academy.",
    )
  })

  it("puts its own emblem beside the site name", () => {
    render(
      <SiteConfigProvider config={{ logo: <img src="/moonfall.svg" alt="" /> }}>
        <Frame section="home" isLoggedIn={false} banners={[]} sidebar={null} now={storyNow} />
      </SiteConfigProvider>,
    )
    const brand = within(screen.getByRole("banner")).getByRole("link", { name: "Gatehouse" })
    expect(brand.querySelector("img")?.getAttribute("src")).toBe("/moonfall.svg")
    expect(brand.querySelector("svg")).toBeNull()
  })

  it("gives the frame its own client buttons and footer links", async () => {
    render(
      <SiteConfigProvider config={anotherServerConfig}>
        <Frame section="bazaar" isLoggedIn={false} banners={[]} sidebar={null} now={storyNow} />
      </SiteConfigProvider>,
    )
    // The client buttons sit beside the banners from 1024 px up and after the content below it: one
    // place is shown at a time (CSS), both give the site's own.
    for (const clientButtons of screen.getAllByRole("navigation", { name: "Game client" })) {
      expect(linkNames(clientButtons)).toEqual(["Get the Client", "First Steps"])
    }
    // The footer's image map, drawn once per layout: the site's links, the Forum placeholder, then the policies.
    const footerLinks = await screen.findByRole("navigation", { name: "Site links" })
    const maps = footerLinks.querySelectorAll("svg[data-layout]")
    expect(maps).toHaveLength(2)
    for (const map of maps) {
      expect(linkNames(map as unknown as HTMLElement)).toEqual([
        "Home",
        "Notices",
        "Market",
        "Help",
        "Forum",
        "Operation Policy",
        "Privacy Policy",
        "Cash Agreement",
      ])
    }
  })

  it("gives the main menu and the side navigation its own groups", () => {
    render(
      <SiteConfigProvider config={anotherServerConfig}>
        <Frame section="bazaar" isLoggedIn={false} banners={[]} sidebar={null} now={storyNow} />
      </SiteConfigProvider>,
    )
    // The classic bar from 1024 px up and the phone's sheet below it: the same groups and links.
    const menus = screen.getAllByRole("navigation", { name: "Main menu", hidden: true })
    expect(menus).toHaveLength(2)
    const groups = ["Academy", "Notices", "Events", "Market", "Bazaar", "Help", "Ask on Discord", "Questions"]
    const links = menus.map((menu) =>
      within(menu)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.textContent),
    )
    expect(links).toContainEqual(groups)
    // The phone's sheet leads a guest to log in or sign up, then to the server's own client buttons.
    expect(links).toContainEqual(["Login", "Sign Up", "Get the Client", "First Steps", ...groups])
    const sideNav = screen.getByRole("navigation", { name: "Market pages" })
    expect(
      within(sideNav)
        .getByRole("link", { name: /Bazaar/ })
        .getAttribute("aria-current"),
    ).toBe("page")
  })

  it("lets the frame's chat address and login page reach another server's menu", () => {
    const { container } = render(
      <SiteConfigProvider config={{ menu: anotherServerMenu }}>
        <MainMenu variant="login" isLoggedIn={false} section="login" agentChatHref="https://chat.example/" />
      </SiteConfigProvider>,
    )
    expect(within(container).getByRole("link", { name: "Market" }).getAttribute("href")).toBe("/login")
    expect(within(container).getByRole("link", { name: "Ask on Discord" }).getAttribute("href")).toBe(
      "https://chat.example/",
    )
  })

  it("sets the clock's time zone and caption", () => {
    render(
      <SiteConfigProvider config={anotherServerConfig}>
        <ServerClock now={storyNow} />
      </SiteConfigProvider>,
    )
    expect(screen.getByTestId("clock-hours-minutes").textContent).toBe("02:05")
    expect(screen.getByText("Berlin Time · GMT+01:00")).toBeTruthy()
  })

  it("gives way to the clock's own props", () => {
    render(
      <SiteConfigProvider config={anotherServerConfig}>
        <ServerClock now={storyNow} timeZone="Asia/Tokyo" label="Tokyo Time" />
      </SiteConfigProvider>,
    )
    expect(screen.getByTestId("clock-hours-minutes").textContent).toBe("10:05")
    expect(screen.getByText("Tokyo Time · GMT+09:00")).toBeTruthy()
  })

  it("names the currencies of amounts and balances", () => {
    render(
      <SiteConfigProvider config={anotherServerConfig}>
        <CurrencyAmount amount={5} section={2} />
        <CurrencyAmount amount={7} section={1} />
        <WelcomeBox user={{ UserID: "moonfall", UserPoint: 10, UserPoint2: 20 }} onLogout={() => {}} />
      </SiteConfigProvider>,
    )
    const coin = screen.getByText("5.00").parentElement
    expect(coin?.textContent).toContain("Crowns")
    expect(coin?.querySelector("path")?.getAttribute("d")).toBe(iconPaths.trophy)
    expect(screen.getByText("7.00").parentElement?.textContent).toContain("Honor Points")
    const balances = screen.getAllByRole("term").map((term) => term.textContent)
    expect(balances).toEqual(["Crowns", "Honor Points"])
  })

  it("inside another provider, changes only what it names", () => {
    render(
      <SiteConfigProvider config={anotherServerConfig}>
        <SiteConfigProvider config={{ currencies: { coin: { name: "Gold" } } }}>
          <CurrencyAmount amount={5} section={2} />
          <ServerClock now={storyNow} />
        </SiteConfigProvider>
      </SiteConfigProvider>,
    )
    expect(screen.getByText("5.00").parentElement?.textContent).toContain("Gold")
    expect(screen.getByText("Berlin Time · GMT+01:00")).toBeTruthy()
  })

  it("is Gatehouse's own without a provider", () => {
    render(
      <>
        <ServerClock now={storyNow} />
        <CurrencyAmount amount={5} section={2} />
      </>,
    )
    expect(screen.getByText("Manila Time · GMT+08:00")).toBeTruthy()
    expect(screen.getByTestId("clock-hours-minutes").textContent).toBe("09:05")
    expect(screen.getByText("5.00").parentElement?.textContent).toContain("R-Coin")
  })
})

describe("the shop's words and pictures", () => {
  const iconOnly = {
    ProductNum: 7,
    ItemName: "Stamina Tonic",
    image_url: null,
    icon: "potion-130.svg",
    price: 8,
    section: 1,
  }

  it("calls Milleage R-Point inside the shop and Milleage elsewhere", () => {
    render(
      <>
        <CurrencyAmount amount={7} section={1} place="shop" />
        <CurrencyAmount amount={9} section={1} />
      </>,
    )
    expect(screen.getByText("7.00").parentElement?.textContent).toBe("7.00 R-Point")
    expect(screen.getByText("9.00").parentElement?.textContent).toBe("9.00 Milleage")
  })

  it("gives a renamed currency its new name in the shop too, unless a shop name comes with it", () => {
    const renamed = withSiteConfig(defaultSiteConfig, { currencies: { point: { name: "Stars" } } })
    expect(currencyName(renamed.currencies.point, "shop")).toBe("Stars")
    const both = withSiteConfig(defaultSiteConfig, {
      currencies: { point: { name: "Stars", shopName: "Shop Stars" } },
    })
    expect(currencyName(both.currencies.point, "shop")).toBe("Shop Stars")
    expect(currencyName(both.currencies.point)).toBe("Stars")
    expect(currencyName(defaultSiteConfig.currencies.coin, "shop")).toBe("R-Coin")
  })

  it("shows an item named only by its icon from where the item pictures live", () => {
    const { unmount } = render(
      <ItemCard item={iconOnly} variant="ribbon" onAddToCart={() => {}} onBuyNow={() => {}} />,
    )
    expect(screen.getByRole("img", { name: "Stamina Tonic" }).getAttribute("src")).toBe(
      "/media/items/potion-130.svg",
    )
    unmount()
    render(
      <SiteConfigProvider config={{ itemPictures: "https://pictures.example.org/slots/" }}>
        <ItemCard item={iconOnly} variant="ribbon" onAddToCart={() => {}} onBuyNow={() => {}} />
      </SiteConfigProvider>,
    )
    expect(screen.getByRole("img", { name: "Stamina Tonic" }).getAttribute("src")).toBe(
      "https://pictures.example.org/slots/potion-130.svg",
    )
  })
})
