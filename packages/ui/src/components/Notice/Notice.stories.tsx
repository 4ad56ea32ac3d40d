import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { Button } from "../Button/Button.tsx"
import { Notice, noticeAnnouncements, noticeTones } from "./Notice.tsx"

const meta = {
  title: "Components/Notice",
  component: Notice,
  argTypes: {
    tone: { control: "inline-radio", options: noticeTones, table: oneOf(noticeTones) },
    announce: { control: "inline-radio", options: noticeAnnouncements, table: oneOf(noticeAnnouncements) },
  },
  args: { tone: "info", children: "Run only one game client at a time on the same computer." },
} satisfies Meta<typeof Notice>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  name: "Info notice",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    // A standing note: screen readers read it in its place, it does not interrupt.
    await expect(within(canvasElement).queryByRole("alert")).not.toBeInTheDocument()
    await expect(within(canvasElement).getByText(/only one game client/)).toBeVisible()
  },
}

export const Success: Story = {
  name: "Success notice",
  tags: ["visual"],
  args: { tone: "success", announce: "status", children: "100 R-Coin added to your balance." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("100 R-Coin added")
  },
}

/** A failed load, told at once to screen readers, with the button that tries again. */
export const Danger: Story = {
  name: "Danger notice",
  tags: ["visual"],
  args: { tone: "danger", children: "The rankings could not be loaded." },
  render: function WithRetry(args) {
    return (
      <Notice
        {...args}
        action={
          <Button tone="secondary" onPress={retry}>
            Try again
          </Button>
        }
      />
    )
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert")
    await expect(alert).toHaveTextContent("The rankings could not be loaded.")
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }))
    await expect(retry).toHaveBeenCalledTimes(1)
  },
}
const retry = fn()

/** The calm line where a list would be: nothing to show yet. */
export const Empty: Story = {
  name: "Empty list",
  tags: ["visual"],
  args: { tone: "empty", children: "No Data" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("alert")).not.toBeInTheDocument()
    await expect(within(canvasElement).getByText("No Data")).toBeVisible()
  },
}

/** The same line while the list loads, announced when the reader is next idle. */
export const Loading: Story = {
  name: "Loading line",
  args: { tone: "empty", announce: "status", children: "Loading..." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}
