import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { ErrorPage } from "./ErrorPage.tsx"
import { errorPageTexts } from "./errorTexts.ts"

const meta = {
  title: "Screens/ErrorPage",
  component: ErrorPage,
  args: { onGoBack: fn() },
} satisfies Meta<typeof ErrorPage>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1 })).toHaveTextContent(errorPageTexts.heading)
    await expect(page.getByText(errorPageTexts.message)).toBeVisible()
    await expect(page.getByText(errorPageTexts.title)).toBeVisible()
  },
}

export const Buttons: Story = {
  name: "Go Back, Support and Homepage",
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Go Back" }))
    await expect(args.onGoBack).toHaveBeenCalledTimes(1)
    await expect(page.getByRole("link", { name: "Support" })).toHaveAttribute("href", "/ticket")
    await expect(page.getByRole("link", { name: "Homepage" })).toHaveAttribute("href", "/")
  },
}
