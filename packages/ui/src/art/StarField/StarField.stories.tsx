import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { StarField, starFieldDensities } from "./StarField.tsx"

const meta = {
  title: "Art/StarField",
  component: StarField,
  argTypes: {
    density: { control: "inline-radio", options: starFieldDensities, table: oneOf(starFieldDensities) },
  },
  args: { density: "sparse" },
  parameters: { layout: "fullscreen" },
  // The field fills its box; the page background stacks several of them over the whole window.
  decorators: [
    (Story) => (
      <div style={{ height: "360px" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StarField>

export default meta
type Story = StoryObj<typeof meta>

/** Large stars far apart, the front layer of the sky. Hidden from screen readers: pure decoration. */
export const Sparse: Story = {
  name: "Sparse, large stars",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const sky = canvasElement.querySelector("svg")
    await expect(sky).toHaveAttribute("aria-hidden", "true")
    await expect(within(canvasElement).queryByRole("img")).not.toBeInTheDocument()
  },
}

/** Small stars close together, the far layer behind the sparse one. */
export const Dense: Story = {
  name: "Dense, small stars",
  tags: ["visual"],
  args: { density: "dense" },
}
