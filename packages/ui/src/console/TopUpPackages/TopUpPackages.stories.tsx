import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyConsolePackages } from "../../fixtures/consolePayments.ts"
import { TopUpPackages } from "./TopUpPackages.tsx"

const meta = {
  title: "Console/TopUpPackages",
  component: TopUpPackages,
  args: { list: { status: "loaded", value: storyConsolePackages }, onSave: fn() },
} satisfies Meta<typeof TopUpPackages>

export default meta
type Story = StoryObj<typeof meta>

/** Every package with its price, R-Coin and bonus; the form under the table adds a new one. */
export const Populated: Story = {
  name: "Packages listed",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const table = page.getByRole("table", { name: "Top-up packages" })
    const [, , chest, hoard] = within(table).getAllByRole("row")
    await expect(chest).toHaveTextContent(
      /Adventurer Chest.*₱500\.00.*500\.00 R-Coin.*50\.00 R-Coin.*On sale/,
    )
    await expect(hoard).toHaveTextContent(/Founders' Hoard.*₱10,000\.00.*Off sale/)
    const form = within(page.getByRole("form", { name: "New package" }))
    await userEvent.type(form.getByRole("textbox", { name: "Name" }), "Guild Vault")
    await userEvent.type(form.getByRole("textbox", { name: /Price/ }), "2500")
    await userEvent.type(form.getByRole("textbox", { name: /^R-Coin/ }), "2500")
    await userEvent.clear(form.getByRole("textbox", { name: /Bonus/ }))
    await userEvent.type(form.getByRole("textbox", { name: /Bonus/ }), "400")
    await userEvent.click(form.getByRole("checkbox", { name: "On sale" }))
    await userEvent.click(form.getByRole("button", { name: "Save package" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      name: "Guild Vault",
      price: "2500",
      rcoin: "2500",
      bonus: "400",
      sortOrder: "0",
      onSale: false,
    })
  },
}

/** Edit opens the package in the form, its amounts as typed; Cancel goes back to a new one. */
export const Edit: Story = {
  name: "Edit a package",
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Edit Adventurer Chest" }))
    const form = within(page.getByRole("form", { name: "Edit Adventurer Chest" }))
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveFocus()
    await expect(form.getByRole("textbox", { name: /Price/ })).toHaveValue("500.00")
    await expect(form.getByRole("textbox", { name: /Bonus/ })).toHaveValue("50.00")
    await userEvent.click(form.getByRole("checkbox", { name: "On sale" }))
    await userEvent.click(form.getByRole("button", { name: "Save package" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      id: 2,
      name: "Adventurer Chest",
      price: "500.00",
      rcoin: "500.00",
      bonus: "50.00",
      sortOrder: "1",
      onSale: false,
    })
    await userEvent.click(form.getByRole("button", { name: "Cancel" }))
    await expect(page.getByRole("form", { name: "New package" })).toBeVisible()
  },
}

/** What the rules refuse is said beside each field; a saved package is told above the table. */
export const Refused: Story = {
  name: "Fields refused",
  args: {
    errors: { name: "Give the package a name.", price: "The price is ₱20.00 to ₱100,000.00." },
    outcome: { tone: "danger", text: "The package was not saved: check the fields marked." },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("alert")).toHaveTextContent(
      "The package was not saved: check the fields marked.",
    )
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(
      /Give the package a name\./,
    )
    await expect(page.getByRole("textbox", { name: /Price/ })).toHaveAttribute("aria-invalid", "true")
  },
}

export const Empty: Story = {
  name: "No package yet",
  args: { list: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No package yet. Add the first one below.")).toBeVisible()
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The packages could not be read. Please try again.",
    )
  },
}
