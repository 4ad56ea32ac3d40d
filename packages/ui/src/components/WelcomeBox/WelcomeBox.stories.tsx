import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { onAnotherServer } from "../../fixtures/siteConfigs.tsx"
import { storyPlayer } from "../../fixtures/users.ts"
import { WelcomeBox } from "./WelcomeBox.tsx"

const meta = {
  title: "Components/WelcomeBox",
  component: WelcomeBox,
  args: { user: storyPlayer, onLogout: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "272px" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WelcomeBox>

export default meta
type Story = StoryObj<typeof meta>

export const LoggedIn: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const box = within(within(canvasElement).getByRole("region", { name: "Welcome" }))
    await expect(box.getByText("moonwarden")).toBeVisible()
    await expect(box.getByText("R-Coin").parentElement).toHaveTextContent("R-Coin1,250.50")
    await expect(box.getByText("Milleage").parentElement).toHaveTextContent("Milleage340.00")
    await expect(box.getByRole("link", { name: "Mailbox" })).toHaveAttribute("href", "/checkticket")
    await expect(box.getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/user")
    await expect(box.getByRole("link", { name: "Change Password" })).toHaveAttribute(
      "href",
      "/changepassword",
    )
  },
}

/** Support answered and the player has not read it yet: the Mailbox link counts the new answers. */
export const UnreadAnswers: Story = {
  tags: ["visual"],
  args: { unreadAnswers: 2 },
  play: async ({ canvasElement }) => {
    const box = within(within(canvasElement).getByRole("region", { name: "Welcome" }))
    const mailbox = box.getByRole("link", { name: /^Mailbox ?\(2 new answers\)$/ })
    await expect(mailbox).toHaveAttribute("href", "/checkticket")
    await expect(mailbox).toHaveTextContent("2")
  },
}

export const Staff: Story = {
  name: "Staff, with the console's link",
  args: { consoleHref: "/staff" },
  play: async ({ canvasElement }) => {
    const box = within(within(canvasElement).getByRole("region", { name: "Welcome" }))
    await expect(box.getByRole("link", { name: "Staff Console" })).toHaveAttribute("href", "/staff")
  },
}

export const Logout: Story = {
  name: "Logout pressed",
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Logout" }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
  },
}

export const LongUserIdAndBalances: Story = {
  tags: ["visual"],
  args: { user: { UserID: "sacredgate_champion1", UserPoint: 9876543.21, UserPoint2: 1234567 } },
}

/** Another server's site config names the balances after its own currencies, with their icons. */
export const CustomCurrencyNames: Story = {
  name: "Custom currency names",
  ...onAnotherServer,
  play: async ({ canvasElement }) => {
    const box = within(within(canvasElement).getByRole("region", { name: "Welcome" }))
    await expect(box.getByText("Crowns").parentElement).toHaveTextContent("Crowns1,250.50")
    await expect(box.getByText("Honor Points").parentElement).toHaveTextContent("Honor Points340.00")
  },
}
