import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyBanners } from "../../fixtures/banners.ts"
import { BannerList, type ContentBanner } from "./BannerList.tsx"

const banners: ReadonlyArray<ContentBanner> = storyBanners.map((banner, index) => ({
  id: banner.id,
  imgUrl: banner.img_url,
  title: banner.title ?? "",
  linkUrl: banner.link_url ?? null,
  isActive: index !== 2,
}))

const meta = {
  title: "Console/BannerList",
  component: BannerList,
  args: {
    banners: { status: "loaded", value: banners },
    editHref: (id: number) => `/staff/content?tab=banners&edit=${id}`,
    newHref: "/staff/content?tab=banners&edit=new",
    onMove: fn(),
    onToggle: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof BannerList>

export default meta
type Story = StoryObj<typeof meta>

/** The rotator's slides in order: the third is off. The first cannot move up, the last not down. */
export const Populated: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("table", { name: "Banners" })).toBeVisible()
    await expect(
      canvas.getByRole("button", { name: "Move Moonlit Tournament: sign-ups open up" }),
    ).toBeDisabled()
    await expect(
      canvas.getByRole("button", { name: "Move Phoenix festival in the capital down" }),
    ).toBeDisabled()
    await userEvent.click(canvas.getByRole("button", { name: "Move Double experience weekend up" }))
    await expect(args.onMove).toHaveBeenCalledWith(2, "up")
    await userEvent.click(canvas.getByRole("button", { name: "Turn on Phoenix festival in the capital" }))
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 3, isActive: false }))
    await expect(canvas.getByRole("link", { name: "Edit Double experience weekend" })).toHaveAttribute(
      "href",
      "/staff/content?tab=banners&edit=2",
    )
    await expect(canvas.getByRole("link", { name: "New banner" })).toHaveAttribute(
      "href",
      "/staff/content?tab=banners&edit=new",
    )
  },
}

/** Delete asks first; Cancel deletes nothing, Delete deletes that banner. */
export const DeleteAsksFirst: Story = {
  name: "Delete asks first",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole("button", { name: "Delete Double experience weekend" }))
    const dialog = within(await body.findByRole("alertdialog"))
    await waitFor(() =>
      expect(dialog.getByText(/Delete the banner "Double experience weekend"/)).toBeVisible(),
    )
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole("button", { name: "Delete Double experience weekend" }))
    await userEvent.click(
      within(await body.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    )
    await expect(args.onDelete).toHaveBeenCalledWith(2)
  },
}

export const Empty: Story = {
  args: { banners: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No banners yet/)).toBeVisible()
    await expect(within(canvasElement).queryByRole("table")).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { banners: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  args: { banners: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("The banners could not be read. Please try again."),
    ).toBeVisible()
  },
}

/** While a change is saved, the actions wait. */
export const Saving: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: "Turn off Moonlit Tournament: sign-ups open" }),
    ).toBeDisabled()
  },
}

/** A banner whose title is written in Filipino too says so; the others show English everywhere. */
export const Translated: Story = {
  args: {
    banners: {
      status: "loaded",
      value: banners.map((banner) =>
        banner.id === 1 ? { ...banner, translatedInto: ["Filipino"] } : banner,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText("Title also in Filipino")).toHaveLength(1)
  },
}
