import { pagerLabels } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { Pager } from "./Pager.tsx"

const meta = {
  title: "Components/Pager",
  component: Pager,
  args: { current: 1, last: 9, target: "/itemshop?category=2", label: "Item pages" },
} satisfies Meta<typeof Pager>

export default meta
type Story = StoryObj<typeof meta>

const pager = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("navigation", { name: "Item pages" }))

/** First page: [Previous] leads nowhere, page 1 is current (red) and not a link. */
export const FirstPage: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const nav = pager(canvasElement)
    await expect(nav.queryByRole("link", { name: "Previous page" })).not.toBeInTheDocument()
    await expect(nav.getByText(pagerLabels.previous)).toHaveAttribute("aria-disabled", "true")
    await expect(nav.getByText("1")).toHaveAttribute("aria-current", "page")
    await expect(nav.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/itemshop?category=2&page=2",
    )
    await expect(nav.getByRole("link", { name: "Last page, 9" })).toHaveAttribute(
      "href",
      "/itemshop?category=2&page=9",
    )
    await expect(nav.getAllByRole("link", { name: /^Page \d+$/ })).toHaveLength(8)
  },
}

export const MiddlePage: Story = {
  tags: ["visual"],
  args: { current: 5 },
  play: async ({ canvasElement }) => {
    const nav = pager(canvasElement)
    await expect(nav.getByText("5")).toHaveAttribute("aria-current", "page")
    await expect(nav.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/itemshop?category=2&page=4",
    )
    await expect(nav.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/itemshop?category=2&page=6",
    )
  },
}

/** Last page: [Next] and [Last] lead nowhere, so moving past the end cannot happen. */
export const LastPage: Story = {
  args: { current: 9 },
  play: async ({ canvasElement }) => {
    const nav = pager(canvasElement)
    await expect(nav.getByText("9")).toHaveAttribute("aria-current", "page")
    await expect(nav.queryByRole("link", { name: "Next page" })).not.toBeInTheDocument()
    await expect(nav.queryByRole("link", { name: /Last page/ })).not.toBeInTheDocument()
    await expect(nav.getByText(pagerLabels.last)).toHaveAttribute("aria-disabled", "true")
  },
}

/** Spec §9: up to 1004 pages every page is listed. */
export const AtTheFullListLimit: Story = {
  args: { current: 500, last: 1004 },
  play: async ({ canvasElement }) => {
    const nav = pager(canvasElement)
    await expect(nav.getAllByRole("link", { name: /^Page \d+$/ })).toHaveLength(1003)
    await expect(nav.queryByText("...")).not.toBeInTheDocument()
  },
}

/** Beyond 1004 pages: first two, two either side of the current page, last two, with ellipses. */
export const BeyondTheFullListLimit: Story = {
  tags: ["visual"],
  args: { current: 600, last: 2000 },
  play: async ({ canvasElement }) => {
    const nav = pager(canvasElement)
    const pages = nav.getAllByRole("link", { name: /^Page \d+$/ }).map((link) => link.textContent)
    await expect(pages).toEqual(["1", "2", "598", "599", "601", "602", "1999", "2000"])
    await expect(nav.getAllByText("...")).toHaveLength(2)
    await expect(nav.getByText("600")).toHaveAttribute("aria-current", "page")
  },
}

/** One page needs no pager. */
export const SinglePage: Story = {
  args: { last: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).not.toBeInTheDocument()
  },
}
