import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { NewsTranslationForm } from "./NewsTranslationForm.tsx"

const meta = {
  title: "Console/NewsTranslationForm",
  component: NewsTranslationForm,
  args: {
    languageName: "Filipino",
    englishSubject: "Double drop weekend",
    initial: null,
    onSave: fn(),
    onRemove: fn(),
    listHref: "/staff/news",
  },
} satisfies Meta<typeof NewsTranslationForm>

export default meta
type Story = StoryObj<typeof meta>

/** Not yet in Filipino: the form says its readers read English, and nothing can be removed. */
export const Untranslated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "News item in Filipino" })).toBeVisible()
    await expect(canvas.getByText(/its readers read the English/)).toBeInTheDocument()
    await expect(canvas.getByText(/In English: “Double drop weekend”/)).toBeInTheDocument()
    await expect(canvas.queryByRole("button", { name: "Remove the Filipino text" })).not.toBeInTheDocument()
  },
}

/** Written in Filipino: its text to edit, saved or removed. */
export const Translated: Story = {
  args: {
    initial: {
      subject: "Double drop ngayong weekend",
      content: "<p>Doble ang drop mula Biyernes hanggang Linggo.</p>",
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const subject = canvas.getByRole("textbox", { name: "Subject in Filipino" })
    await expect(subject).toHaveValue("Double drop ngayong weekend")
    await userEvent.clear(subject)
    await userEvent.type(subject, "Doble drop ngayong weekend")
    await userEvent.click(canvas.getByRole("button", { name: "Save translation" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      subject: "Doble drop ngayong weekend",
      content: "<p>Doble ang drop mula Biyernes hanggang Linggo.</p>",
    })
    await userEvent.click(canvas.getByRole("button", { name: "Remove the Filipino text" }))
    await expect(args.onRemove).toHaveBeenCalled()
  },
}

/** A refused save: the server's sentence, and what is wrong under each field. */
export const Refused: Story = {
  args: {
    failure: {
      message: "The news item was not saved. Please correct the marked fields.",
      errors: { subject: "Write a subject.", content: "Write the article's text." },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Write a subject.")).toBeInTheDocument()
  },
}
