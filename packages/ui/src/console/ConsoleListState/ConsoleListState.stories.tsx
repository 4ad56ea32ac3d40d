import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { ConsoleListState } from "./ConsoleListState.tsx"

const meta = {
  title: "Console/Building blocks/ConsoleListState",
  component: ConsoleListState<ReadonlyArray<string>>,
  args: {
    list: { status: "loaded", value: ["Reset your password", "Your User ID"] },
    isEmpty: (rows) => rows.length === 0,
    failed: "The mail outbox could not be read. Please try again.",
    empty: "No mail has been written yet.",
    children: (rows) => (
      <ul aria-label="Mails">
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof ConsoleListState<ReadonlyArray<string>>>

export default meta
type Story = StoryObj<typeof meta>

/** Loaded with rows: only the rows show, with no element of the block's own around them. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("list", { name: "Mails" })).toBeVisible()
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2)
    await expect(canvas.queryByRole("status")).toBeNull()
  },
}

/** Still reading: "Loading..." is announced when screen readers are idle. */
export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

/** The read failed: the page's own words, announced at once. */
export const Failed: Story = {
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The mail outbox could not be read. Please try again.",
    )
  },
}

/** Nothing to show: the page's own calm line where the rows would be. */
export const Empty: Story = {
  args: { list: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("No mail has been written yet.")).toBeVisible()
    await expect(canvas.queryByRole("list")).toBeNull()
  },
}
