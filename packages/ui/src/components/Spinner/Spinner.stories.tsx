import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { Spinner } from "./Spinner.tsx"

const meta = {
  title: "Components/Spinner",
  component: Spinner,
  args: { label: "Loading rankings..." },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  name: "Loading rankings",
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading rankings...")
  },
}
