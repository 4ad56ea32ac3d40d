import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { ContentLanguagePicker } from "./ContentLanguagePicker.tsx"

const languages = [
  { tag: "en", name: "English" },
  { tag: "fil", name: "Filipino" },
]

const meta = {
  title: "Console/ContentLanguagePicker",
  component: ContentLanguagePicker,
  args: { languages, written: [], value: "en", onChange: fn() },
} satisfies Meta<typeof ContentLanguagePicker>

export default meta
type Story = StoryObj<typeof meta>

/** Written in English only: Filipino says its readers see English, and choosing it asks for its text. */
export const EnglishOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const picker = canvas.getByRole("combobox", { name: "Language" })
    await expect(picker).toHaveValue("en")
    await expect(
      canvas.getByRole("option", { name: "Filipino (not written: its readers see English)" }),
    ).toBeInTheDocument()
    await userEvent.selectOptions(picker, "fil")
    await expect(args.onChange).toHaveBeenCalledWith("fil")
  },
}

/** Written in Filipino too, and its Filipino open. */
export const Translated: Story = {
  args: { written: ["fil"], value: "fil" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("combobox", { name: "Language" })).toHaveValue("fil")
    await expect(canvas.getByRole("option", { name: "Filipino (written)" })).toBeInTheDocument()
    await expect(canvas.getByRole("option", { name: "English (the original)" })).toBeInTheDocument()
  },
}
