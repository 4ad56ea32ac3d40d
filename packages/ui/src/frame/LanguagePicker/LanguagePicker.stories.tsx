import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { LanguagePicker } from "./LanguagePicker.tsx"

const meta = {
  title: "Frame/LanguagePicker",
  component: LanguagePicker,
  args: {
    languages: [
      { tag: "en", name: "English" },
      { tag: "fil", name: "Filipino" },
    ],
    current: "en",
    hrefOf: (tag: string) => (tag === "en" ? "/news" : `/news?lang=${tag}`),
    onChoose: fn(),
  },
} satisfies Meta<typeof LanguagePicker>

export default meta
type Story = StoryObj<typeof meta>

/** Each language in its own words, the page's own marked as chosen; a tap on another speaks the page in it, in place. */
export const English: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("navigation", { name: "Language" })).toBeInTheDocument()
    await expect(canvas.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true")
    const filipino = canvas.getByRole("link", { name: "Filipino" })
    await expect(filipino).toHaveAttribute("href", "/news?lang=fil")
    await expect(filipino).toHaveAttribute("lang", "fil")
    await userEvent.click(filipino)
    await expect(args.onChoose).toHaveBeenCalledWith("fil")
  },
}

/** The chosen language again does nothing. */
export const Filipino: Story = {
  args: { current: "fil" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("link", { name: "Filipino" }))
    await expect(args.onChoose).not.toHaveBeenCalled()
  },
}
