import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { Icon, iconSizes } from "./Icon.tsx"
import { iconNames } from "./iconPaths.ts"

const meta = {
  title: "Art/Icon",
  component: Icon,
  argTypes: {
    name: { control: "select", options: iconNames },
    size: { control: "inline-radio", options: iconSizes, table: oneOf(iconSizes) },
  },
  args: { name: "download", size: "large" },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Single: Story = { name: "One icon" }

export const Gallery: Story = {
  name: "Every icon",
  tags: ["visual"],
  render: (args) => (
    <ul
      style={{
        listStyle: "none",
        padding: 0,
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(7rem, 1fr))",
        gap: "1rem",
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: "0.5rem" }}
        >
          <Icon name={name} size={args.size} />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Decorative: hidden from assistive technology, the label beside it speaks.
    for (const svg of canvasElement.querySelectorAll("svg")) {
      await expect(svg).toHaveAttribute("aria-hidden", "true")
    }
  },
}
