import { characterClasses } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { ClassIcon } from "./ClassIcon.tsx"

const meta = {
  title: "Art/ClassIcon",
  component: ClassIcon,
  args: { classCode: 1 },
} satisfies Meta<typeof ClassIcon>

export default meta
type Story = StoryObj<typeof meta>

/** Every class code of the catalog: both codes of a class show the same image. */
export const AllClassCodes: Story = {
  tags: ["visual"],
  render: () => (
    <div
      style={{ display: "grid", gridTemplateColumns: "repeat(9, auto)", gap: 12, justifyContent: "start" }}
    >
      {characterClasses.flatMap((characterClass) =>
        characterClass.codes.map((code) => <ClassIcon key={code} classCode={code} />),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const characterClass of characterClasses)
      await expect(canvas.getAllByRole("img", { name: characterClass.name })).toHaveLength(2)
  },
}
