import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { BannerTranslationForm } from "./BannerTranslationForm.tsx"

const meta = {
  title: "Console/BannerTranslationForm",
  component: BannerTranslationForm,
  args: {
    languageName: "Filipino",
    englishTitle: "Spring festival",
    initial: "",
    onSave: fn(),
    cancelHref: "/staff/content?tab=banners",
  },
} satisfies Meta<typeof BannerTranslationForm>

export default meta
type Story = StoryObj<typeof meta>

/** Not yet in Filipino: staff write the title, and Save sends it. */
export const Untranslated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "Banner title in Filipino" })).toBeVisible()
    await expect(canvas.getByText(/In English: “Spring festival”/)).toBeInTheDocument()
    await userEvent.type(canvas.getByRole("textbox", { name: "Title in Filipino" }), "Pista ng tagsibol")
    await userEvent.click(canvas.getByRole("button", { name: "Save title" }))
    await expect(args.onSave).toHaveBeenCalledWith("Pista ng tagsibol")
  },
}

/** Already in Filipino: emptied and saved, the translation is removed. */
export const Removing: Story = {
  args: { initial: "Pista ng tagsibol" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole("textbox", { name: "Title in Filipino" })
    await expect(field).toHaveValue("Pista ng tagsibol")
    await userEvent.clear(field)
    await userEvent.click(canvas.getByRole("button", { name: "Save title" }))
    await expect(args.onSave).toHaveBeenCalledWith("")
  },
}
