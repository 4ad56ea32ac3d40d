import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { Panel } from "./Panel.tsx"

const meta = {
  title: "Components/Panel",
  component: Panel,
  args: { title: "Guide", children: "Story, Character and Game System." },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "272px" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Panel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  name: "Guide box with text",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Guide" })).toHaveTextContent("Story")
  },
}
