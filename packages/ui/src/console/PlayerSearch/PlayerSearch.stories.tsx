import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { PlayerSearch, type PlayerSearchEntry } from "./PlayerSearch.tsx"

const players: ReadonlyArray<PlayerSearchEntry> = [
  {
    userNum: 2,
    userId: "demohero",
    email: "demohero@example.com",
    level: "Player",
    rcoin: 8115,
    milleage: 2065.5,
    lastLoginAt: "2026-11-22T01:09:31.000Z",
    blocked: false,
  },
  {
    userNum: 41,
    userId: "demoheroine",
    email: "heroine@example.net",
    level: "Content editor",
    rcoin: 0,
    milleage: 12.05,
    lastLoginAt: null,
    blocked: true,
  },
]

const meta = {
  title: "Console/PlayerSearch",
  component: PlayerSearch,
  args: {
    query: "demohero",
    list: { status: "loaded", value: { players, pageCount: 3 } },
    onSearch: fn(),
    playerHref: (userId: string) => `/staff/players?user=${userId}`,
    page: 1,
    pageTarget: "/staff/players?q=demohero",
  },
} satisfies Meta<typeof PlayerSearch>

export default meta
type Story = StoryObj<typeof meta>

/** Accounts found, each User ID opening its record; blocked logins read as such. */
export const Populated: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("table", { name: "Accounts found" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "demohero" })).toHaveAttribute(
      "href",
      "/staff/players?user=demohero",
    )
    await expect(canvas.getByText("8,115.00")).toBeVisible()
    await expect(canvas.getByText("Blocked")).toBeVisible()
    await expect(canvas.getByText("Never")).toBeVisible()
  },
}

/** Typing and pressing Enter searches with the trimmed text. */
export const Searching: Story = {
  args: { query: "", list: { status: "loaded", value: { players: [], pageCount: 1 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole("textbox", { name: "User ID or e-mail" })
    await userEvent.type(field, "  HERO@example.com {Enter}")
    await expect(args.onSearch).toHaveBeenCalledWith("HERO@example.com")
    await userEvent.click(canvas.getByRole("button", { name: "Search" }))
    await expect(args.onSearch).toHaveBeenCalledTimes(2)
  },
}

export const NoMatch: Story = {
  name: "No match",
  args: { list: { status: "loaded", value: { players: [], pageCount: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No account matches.")).toBeVisible()
  },
}

export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The accounts could not be read. Please try again.",
    )
  },
}
