import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { PolicyEditor } from "./PolicyEditor.tsx"

const pages = [
  {
    slug: "operation",
    title: "Operation Policy",
    body: "These rules keep the server fair and friendly.\n\nOne account per player may join school wars.",
    updatedAt: "2026-11-20T03:00:00.000Z",
  },
  { slug: "privacy", title: "Privacy Policy", body: "", updatedAt: null },
  { slug: "cash", title: "Cash Agreement", body: "", updatedAt: null },
  {
    slug: "terms",
    title: "Terms of Service",
    body: "By creating an account you agree.",
    updatedAt: "2026-11-21T03:00:00.000Z",
  },
]

const meta = {
  title: "Console/PolicyEditor",
  component: PolicyEditor,
  args: {
    pages,
    current: "operation",
    editHref: (slug: string) => `/staff/content?tab=policies&policy=${slug}`,
    publicHref: (slug: string) => `/policy/${slug}`,
    onSave: fn(),
    maxLength: 20000,
  },
} satisfies Meta<typeof PolicyEditor>

export default meta
type Story = StoryObj<typeof meta>

/** A published page: its text to edit, when it last changed, and where players read it. */
export const Published: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("link", { name: "Operation Policy" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    await expect(canvas.getByRole("textbox", { name: "Text" })).toHaveValue(pages[0]?.body)
    await expect(canvas.getByRole("link", { name: "/policy/operation" })).toHaveAttribute(
      "href",
      "/policy/operation",
    )
    await expect(canvas.getAllByText("Not written yet")).toHaveLength(2)
  },
}

/** An unwritten page: staff write it and publish. */
export const Unwritten: Story = {
  name: "Writing the cash agreement",
  args: { current: "cash" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "Cash Agreement" })).toBeVisible()
    await expect(canvas.queryByRole("link", { name: "/policy/cash" })).not.toBeInTheDocument()
    await userEvent.type(canvas.getByRole("textbox", { name: "Text" }), "R-Coin is not refundable.")
    await userEvent.click(canvas.getByRole("button", { name: "Publish" }))
    await expect(args.onSave).toHaveBeenCalledWith("cash", "R-Coin is not refundable.")
  },
}

/** The pages in Filipino: an unwritten one is read in English, and publishing no text removes the language. */
export const Translation: Story = {
  name: "Writing a page in Filipino",
  args: {
    isTranslation: true,
    pages: pages.map((page) =>
      page.slug === "terms"
        ? { ...page, body: "Sa paggawa ng account, pumapayag ka.", updatedAt: "2026-11-22T03:00:00.000Z" }
        : { ...page, body: "", updatedAt: null },
    ),
    publicHref: (slug: string) => `/policy/${slug}?lang=fil`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText("Not written: its readers see English")).toHaveLength(3)
    await expect(canvas.getByText(/Publish with no text to remove this language/)).toBeInTheDocument()
    await userEvent.type(canvas.getByRole("textbox", { name: "Text" }), "Patas at magiliw ang server.")
    await userEvent.click(canvas.getByRole("button", { name: "Publish" }))
    await expect(args.onSave).toHaveBeenCalledWith("operation", "Patas at magiliw ang server.")
  },
}
