import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"
import { sampleBannerDescription } from "../../art/SampleBanner/SampleBanner.tsx"
import { CartSummary } from "../../components/CartSummary/CartSummary.tsx"
import { LoginBox } from "../../components/LoginBox/LoginBox.tsx"
import { TopSales } from "../../components/TopSales/TopSales.tsx"
import { WelcomeBox } from "../../components/WelcomeBox/WelcomeBox.tsx"
import { oneOf } from "../../fixtures/argTypes.ts"
import { storyBanners } from "../../fixtures/banners.ts"
import { storyCartSummary, storyItems } from "../../fixtures/shop.ts"
import { onAnotherServer } from "../../fixtures/siteConfigs.tsx"
import { neverMs, storyNow } from "../../fixtures/time.ts"
import { storyPlayer } from "../../fixtures/users.ts"
import { ErrorPage } from "../../screens/ErrorPage/ErrorPage.tsx"
import { LoginPage } from "../../screens/LoginPage/LoginPage.tsx"
import { PlaceholderPage } from "../../screens/PlaceholderPage/PlaceholderPage.tsx"
import { frameVariants } from "../navigation.ts"
import { ClassicFrameOnly } from "./ClassicFrameOnly.tsx"
import { Frame } from "./Frame.tsx"

const meta = {
  title: "Frame/Frame",
  component: Frame,
  parameters: {
    layout: "fullscreen",
    // A whole page: every piece of content must sit in a landmark (off by default for components).
    a11y: { config: { rules: [{ id: "region", enabled: true }] } },
  },
  argTypes: { variant: { control: "inline-radio", options: frameVariants, table: oneOf(frameVariants) } },
  args: {
    variant: "standard",
    section: "gamesystem",
    isLoggedIn: false,
    banners: storyBanners,
    now: storyNow,
    bannerStartDelayMs: neverMs,
    // As the portal places it: a phone's guest logs in from the menu sheet instead.
    sidebar: (
      <ClassicFrameOnly>
        <LoginBox onLogin={fn()} />
      </ClassicFrameOnly>
    ),
    children: <PlaceholderPage title="Game System" />,
  },
} satisfies Meta<typeof Frame>

export default meta
type Story = StoryObj<typeof meta>

/** The account box of the phone header for the story player, with three items in the cart. */
const storyAccount = { coin: storyPlayer.UserPoint, point: storyPlayer.UserPoint2, cartItems: 3 }

/**
 * A guest on a guide page. On a phone: the compact header, the page's heading with the first screen
 * to itself, then the side navigation folded into one row and the footer's map; no banners, and the
 * client buttons and the way to log in are the menu sheet's.
 */
export const Guest: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    // `hidden: true`: on a phone the menu is a closed sheet.
    const menu = page.getByRole("navigation", { name: "Main menu" })
    await expect(within(menu).getByRole("link", { name: "Item Shop", hidden: true })).toBeInTheDocument()
    await expect(
      within(menu).queryByRole("link", { name: "Shopping Cart", hidden: true }),
    ).not.toBeInTheDocument()
    const sideNav = page.getByRole("navigation", { name: "Guide pages" })
    await expect(within(sideNav).getByRole("link", { name: "Game System" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    await expect(page.getByRole("main")).toHaveTextContent("Game System")
  },
}

/** A player on the shopping cart page; on a phone the header shows their balances and cart. */
export const LoggedIn: Story = {
  name: "Logged in, shopping cart page",
  tags: ["visual"],
  args: {
    isLoggedIn: true,
    account: storyAccount,
    section: "shoppingcart",
    sidebar: <WelcomeBox user={storyPlayer} onLogout={fn()} />,
    children: <PlaceholderPage title="Shopping Cart" />,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const sideNav = page.getByRole("navigation", { name: "Shop pages" })
    for (const label of [
      "Item Shop",
      "Top Up R-Coin",
      "Shopping Cart",
      "Purchase History",
      "Top Up History",
      "Character Services",
      "Vote",
    ]) {
      await expect(within(sideNav).getByRole("link", { name: label })).toBeInTheDocument()
    }
    await expect(within(sideNav).getByRole("link", { name: "Shopping Cart" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    // The phone header's account box (hidden on a desktop, where the welcome box shows the same).
    const header = within(page.getByRole("banner"))
    await expect(header.getByRole("link", { name: "Shopping Cart, 3 items", hidden: true })).toHaveAttribute(
      "href",
      "/shoppingcart",
    )
    await expect(page.getByRole("banner")).toHaveTextContent("1,250.50")
  },
}

/**
 * A short shop page (a player's top-up) and its tail. The classic frame keeps the spec's sidebar: side
 * navigation, welcome box, cart summary and top sales. A phone keeps the page mostly its own: the side
 * navigation folds into one row naming the page, the welcome box and cart summary follow once, and the
 * top sales (the item shop's) and the client buttons (the menu sheet's) are left out.
 */
export const ShortShopPageTail: Story = {
  name: "Short shop page, its tail",
  tags: ["visual"],
  args: {
    isLoggedIn: true,
    account: storyAccount,
    section: "topup",
    sidebar: (
      <>
        <WelcomeBox user={storyPlayer} onLogout={fn()} />
        <CartSummary rows={storyCartSummary} />
        <ClassicFrameOnly>
          <TopSales items={{ status: "loaded", value: storyItems }} />
        </ClassicFrameOnly>
      </>
    ),
    children: <PlaceholderPage title="Top Up R-Coin" />,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    // The client buttons once, beside the banners; never again after the content.
    await expect(page.getAllByRole("navigation", { name: "Game client" })).toHaveLength(1)
    // The classic frame lists the section's pages; the phone's fold row is not shown here.
    const sideNav = page.getByRole("navigation", { name: "Shop pages" })
    await expect(within(sideNav).getByRole("link", { name: "Top Up R-Coin" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    await expect(page.queryByRole("button", { name: "Top Up R-Coin" })).not.toBeInTheDocument()
    await expect(page.getByRole("region", { name: "Top Sales" })).toBeVisible()
  },
}

/**
 * A guest's home page. On a phone the banners lead it (the one page where they do), then the page's
 * content; the login box is the classic frame's.
 */
export const HomeWithoutSideNavigation: Story = {
  name: "Home, guest",
  tags: ["visual"],
  args: { section: "home", children: <PlaceholderPage title="Home" /> },
  play: async ({ canvasElement }) => {
    const sidebar = within(canvasElement).getByRole("complementary", { name: "Sidebar" })
    await expect(within(sidebar).queryByRole("navigation")).not.toBeInTheDocument()
    await expect(within(sidebar).getByRole("button", { name: "Login" })).toBeInTheDocument()
  },
}

/** A player's home page: on a phone their balances and cart in the header, the welcome box below. */
export const HomeLoggedIn: Story = {
  name: "Home, logged in",
  tags: ["visual"],
  args: {
    section: "home",
    isLoggedIn: true,
    account: storyAccount,
    sidebar: <WelcomeBox user={storyPlayer} onLogout={fn()} />,
    children: <PlaceholderPage title="Home" />,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    // The content comes before the sidebar in reading order at every width.
    const main = page.getByRole("main")
    const sidebar = page.getByRole("complementary", { name: "Sidebar" })
    await expect(main.compareDocumentPosition(sidebar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await expect(page.getByRole("region", { name: "Welcome" })).toHaveTextContent("moonwarden")
  },
}

export const BannersLoading: Story = {
  name: "Banners loading, sample art",
  tags: ["visual"],
  args: { banners: [] },
  // The sample art loads when a slide first needs it.
  play: async ({ canvasElement }) => {
    const banners = within(canvasElement).getByRole("region", { name: "Site banners" })
    await expect(await within(banners).findByRole("img", { name: sampleBannerDescription })).toBeVisible()
  },
}

export const LoginVariant: Story = {
  name: "Login page",
  tags: ["visual"],
  args: { variant: "login", section: "login", children: <LoginPage onLogin={fn()} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const menu = page.getByRole("navigation", { name: "Main menu" })
    // The forum slot of the menu leads to /login on the standalone login page (spec §2).
    await expect(within(menu).getByRole("link", { name: "Shop", hidden: true })).toHaveAttribute(
      "href",
      "/login",
    )
    await expect(page.queryByRole("complementary")).not.toBeInTheDocument()
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeInTheDocument()
  },
}

export const UnknownRoute: Story = {
  name: "Page not found",
  tags: ["visual"],
  args: { section: "404", children: <ErrorPage onGoBack={fn()} /> },
}

/** The logged-in frame in the light daybreak theme, the second theme the package ships. */
export const LoggedInDaybreak: Story = {
  ...LoggedIn,
  name: "Logged in, shopping cart page, daybreak theme",
  tags: ["visual"],
  globals: { theme: "daybreak" },
}

/**
 * Another fan server's site, from its site config alone: its name in the header and the footer, its
 * clock (Berlin), its menu and side navigation, its client buttons and footer links, its currencies in
 * the welcome box.
 */
export const AnotherServersSite: Story = {
  name: "Another server's site",
  tags: ["visual"],
  ...onAnotherServer,
  args: {
    isLoggedIn: true,
    account: storyAccount,
    section: "bazaar",
    sidebar: <WelcomeBox user={storyPlayer} onLogout={fn()} />,
    children: <PlaceholderPage title="Bazaar" />,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      within(page.getByRole("banner")).getByRole("link", { name: "Moonfall Academy" }),
    ).toBeVisible()
    await expect(page.getByText("Berlin Time · GMT+01:00")).toBeInTheDocument()
    const sideNav = page.getByRole("navigation", { name: "Market pages" })
    await expect(within(sideNav).getByRole("link", { name: "My Orders" })).toBeInTheDocument()
    await expect(page.getByRole("region", { name: "Welcome" })).toHaveTextContent("Crowns")
    await expect(page.getByRole("link", { name: "Get the Client" })).toHaveAttribute(
      "href",
      "/academy/client",
    )
    const siteLinks = page.getByRole("navigation", { name: "Site links" })
    await expect(within(siteLinks).getByRole("link", { name: "Notices" })).toHaveAttribute("href", "/academy")
    await expect(page.getByRole("contentinfo")).toHaveTextContent("Moonfall Academy. All rights reserved.")
  },
}

/**
 * A player on the shopping cart page in Filipino at a phone's width: the header's account strip, the
 * shop's pages and the welcome box in Filipino (the page's own title is the caller's).
 */
export const InFilipinoOnAPhone: Story = {
  ...LoggedIn,
  name: "In Filipino, on a phone",
  tags: ["visual"],
  globals: { language: "fil", viewport: "phone" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("navigation", { name: "Mga page ng Shop" })).toBeInTheDocument()
    const welcome = within(page.getByRole("region", { name: "Maligayang pagdating" }))
    await expect(welcome.getByRole("button", { name: "Mag-logout" })).toBeInTheDocument()
    await expect(welcome.getByRole("link", { name: "Palitan ang Password" })).toBeInTheDocument()
  },
}
