import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { ClientButtons } from "./ClientButtons.tsx"

const meta = {
  title: "Frame/ClientButtons",
  component: ClientButtons,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "32rem", height: "210px" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClientButtons>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  name: "Game Download and Instructions",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Game client" })
    await expect(within(nav).getByRole("link", { name: "Game Download" })).toHaveAttribute(
      "href",
      "/download",
    )
    await expect(within(nav).getByRole("link", { name: "Instructions" })).toHaveAttribute(
      "href",
      "/instructions",
    )
  },
}
