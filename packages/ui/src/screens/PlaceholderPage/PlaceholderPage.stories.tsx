import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { PlaceholderPage } from "./PlaceholderPage.tsx"

const meta = {
  title: "Screens/PlaceholderPage",
  component: PlaceholderPage,
  args: { title: "Gallery" },
} satisfies Meta<typeof PlaceholderPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  name: "Gallery page with only its heading",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible()
  },
}
