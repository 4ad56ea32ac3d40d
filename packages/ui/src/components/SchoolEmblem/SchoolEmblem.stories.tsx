import { schools } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { SchoolEmblem } from "./SchoolEmblem.tsx"

const meta = {
  title: "Art/SchoolEmblem",
  component: SchoolEmblem,
  args: { school: 0 },
} satisfies Meta<typeof SchoolEmblem>

export default meta
type Story = StoryObj<typeof meta>

/** The three emblems side by side, each named after its school. */
export const AllSchools: Story = {
  tags: ["visual"],
  render: () => (
    <div style={{ display: "flex", gap: 16 }}>
      {schools.map((school) => (
        <SchoolEmblem key={school.id} school={school.id} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const school of schools) await expect(canvas.getByRole("img", { name: school.name })).toBeVisible()
  },
}
