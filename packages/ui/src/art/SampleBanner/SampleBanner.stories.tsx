import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { SampleBanner, sampleBannerDescription } from "./SampleBanner.tsx"

const meta = {
  title: "Art/SampleBanner",
  component: SampleBanner,
  decorators: [
    (Story) => (
      <div style={{ width: "615px", maxWidth: "100%", aspectRatio: "615 / 210" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SampleBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  name: "Sample banner art",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: sampleBannerDescription })).toBeVisible()
  },
}
