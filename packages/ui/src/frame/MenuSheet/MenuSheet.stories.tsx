import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { defaultMenu, frameVariants, menuGroups } from "../navigation.ts"
import { MenuSheet } from "./MenuSheet.tsx"

const meta = {
  title: "Frame/MenuSheet",
  component: MenuSheet,
  argTypes: { variant: { control: "inline-radio", options: frameVariants, table: oneOf(frameVariants) } },
  args: { variant: "standard", isLoggedIn: false, section: "gamesystem" },
} satisfies Meta<typeof MenuSheet>

export default meta
type Story = StoryObj<typeof meta>

/** The sheet lives in the document's top layer, outside the story's own element. */
const sheetOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole("dialog", { name: "Menu" })

/** Every entry of the menu a logged-in player sees: the group headings and their links. */
const everyEntry = menuGroups({ variant: "standard", isLoggedIn: true }, defaultMenu).flatMap((group) => [
  group.label,
  ...group.links.map((link) => link.label),
])

/** Closed: the header's Menu button alone. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Menu" })
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument()
  },
}

/**
 * A tap opens the sheet with every group and link of the menu (a player's shop pages included), the
 * current page marked; Esc closes it and focus is back on the Menu button.
 */
export const OpenedByTap: Story = {
  name: "Opened by a tap, every entry, Esc closes",
  args: { isLoggedIn: true, section: "shoppingcart" },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Menu" })
    await userEvent.click(button)
    const sheet = within(sheetOf(canvasElement))
    await expect(button).toHaveAttribute("aria-expanded", "true")
    for (const name of everyEntry) {
      await expect(sheet.getAllByRole("link", { name })[0]).toBeVisible()
    }
    await expect(sheet.getByRole("link", { name: "Shopping Cart" })).toHaveAttribute("aria-current", "page")
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument())
    // The dialog reports its closing a moment later (its close event).
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"))
    await expect(button).toHaveFocus()
  },
}

/**
 * By keyboard alone: Enter on the Menu button opens the sheet with focus inside it, Tab walks to an
 * entry (focus never leaves the sheet), and Esc closes it with focus back on the button.
 */
export const OpenedByKeyboard: Story = {
  name: "Opened by keyboard, Tab reaches an entry, Esc closes",
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Menu" })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    const sheetElement = sheetOf(canvasElement)
    const sheet = within(sheetElement)
    await expect(sheetElement).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement)
    const target = sheet.getByRole("link", { name: "Game System" })
    for (let step = 0; step < 20 && canvasElement.ownerDocument.activeElement !== target; step += 1) {
      await userEvent.tab()
      await expect(sheetElement).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement)
    }
    await expect(target).toHaveFocus()
    await expect(target).toHaveAttribute("aria-current", "page")
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  },
}

/** Following a link closes the sheet (the page underneath changes). */
export const ClosesOnNavigation: Story = {
  name: "A link closes the sheet",
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menu" }))
    const link = within(sheetOf(canvasElement)).getByRole("link", { name: "Story" })
    // The story's page stays put: the link's own navigation is stopped once the sheet has seen it.
    link.addEventListener("click", (event) => event.preventDefault(), { once: true })
    await userEvent.click(link)
    await waitFor(() => expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument())
  },
}

/** The sheet open, as a phone shows it over the page. */
export const Open: Story = {
  name: "Sheet open",
  tags: ["visual"],
  args: { isLoggedIn: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menu" }))
    await expect(sheetOf(canvasElement)).toBeVisible()
  },
}

/**
 * A guest's sheet starts with Login and Sign Up, the phone's way to log in (its sidebar login box is
 * far below the page's content); the login page's own sheet leaves them out.
 */
export const OpenForGuest: Story = {
  name: "Sheet open for a guest, Login first",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menu" }))
    const sheet = within(sheetOf(canvasElement))
    await expect(sheet.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login")
    await expect(sheet.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/register")
    // The first thing Tab reaches after the sheet's close button is Login.
    await userEvent.tab()
    await expect(sheet.getByRole("link", { name: "Login" })).toHaveFocus()
  },
}

/** On the login page a guest's sheet has no Login entry: the page is the login. */
export const OpenOnLoginPage: Story = {
  name: "Sheet open on the login page, no Login entry",
  args: { variant: "login", section: "login" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menu" }))
    const sheet = within(sheetOf(canvasElement))
    await expect(sheet.queryByRole("link", { name: "Login" })).not.toBeInTheDocument()
    await expect(sheet.queryByRole("link", { name: "Sign Up" })).not.toBeInTheDocument()
  },
}

/** A guest's sheet in Filipino at a phone's width: the way to log in and register in the player's words. */
export const InFilipinoOnAPhone: Story = {
  ...OpenForGuest,
  name: "In Filipino, on a phone",
  tags: ["visual"],
  globals: { language: "fil", viewport: "phone" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menu" }))
    const sheet = within(sheetOf(canvasElement))
    await expect(sheet.getByRole("link", { name: "Mag-login" })).toHaveAttribute("href", "/login")
    await expect(sheet.getByRole("link", { name: "Mag-register" })).toHaveAttribute("href", "/register")
    await expect(sheet.getByRole("button", { name: "Isara ang menu" })).toBeVisible()
  },
}
