import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"
import { storyItems } from "../../fixtures/shop.ts"
import { ItemTooltip } from "./ItemTooltip.tsx"
import { tooltipCursorOffset } from "./tooltipPosition.ts"

const viewport = { width: 360, height: 640 }
const [wings] = storyItems as [(typeof storyItems)[number]]

const meta = {
  title: "Components/ItemTooltip",
  component: ItemTooltip,
  args: {
    id: "tooltip",
    item: { ...wings, ItemName: wings.ItemName ?? "", price: wings.price ?? 0 },
    pointer: { x: 40, y: 40 },
    viewport,
  },
} satisfies Meta<typeof ItemTooltip>

export default meta
type Story = StoryObj<typeof meta>

/** The tooltip once its styles are in and it has been measured and placed. */
const placed = async (canvasElement: HTMLElement) => {
  const tooltip = within(canvasElement.ownerDocument.body).getByRole("tooltip")
  await waitFor(() => expect(getComputedStyle(tooltip).position).toBe("fixed"))
  await waitFor(() => expect(getComputedStyle(tooltip).visibility).toBe("visible"))
  return tooltip
}

/** Its box in the window, read again until the expectation holds (it settles within a frame or two). */
const settles = (tooltip: HTMLElement, check: (box: DOMRect) => void) =>
  waitFor(() => check(tooltip.getBoundingClientRect()))

/** Room on every side: below and to the right of the pointer, at the spec's 10–15 px. */
export const AwayFromEdges: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const tooltip = await placed(canvasElement)
    await settles(tooltip, (box) => {
      expect(box.left).toBe((args.pointer?.x ?? 0) + tooltipCursorOffset)
      expect(box.top).toBe((args.pointer?.y ?? 0) + tooltipCursorOffset)
    })
    await expect(tooltip).not.toHaveAttribute("data-flipped-x")
    await expect(tooltip).not.toHaveAttribute("data-flipped-y")
    await expect(within(tooltip).getByText("Phoenix Wings of Dawn")).toBeVisible()
    await expect(within(tooltip).getByText("Radiant wings that trail embers as you run.")).toBeVisible()
    await expect(within(tooltip).getByText("1,200.00")).toBeVisible()
  },
}

/** Near the right edge it opens to the left of the pointer. */
export const NearRightEdge: Story = {
  args: { pointer: { x: viewport.width - 20, y: 40 } },
  play: async ({ canvasElement }) => {
    const tooltip = await placed(canvasElement)
    await settles(tooltip, (box) => expect(box.right).toBe(viewport.width - 20 - tooltipCursorOffset))
    await expect(tooltip).toHaveAttribute("data-flipped-x")
    await expect(tooltip).not.toHaveAttribute("data-flipped-y")
  },
}

/** Near the bottom edge it opens above the pointer. */
export const NearBottomEdge: Story = {
  args: { pointer: { x: 40, y: viewport.height - 10 } },
  play: async ({ canvasElement }) => {
    const tooltip = await placed(canvasElement)
    await settles(tooltip, (box) => expect(box.bottom).toBe(viewport.height - 10 - tooltipCursorOffset))
    await expect(tooltip).toHaveAttribute("data-flipped-y")
    await expect(tooltip).not.toHaveAttribute("data-flipped-x")
  },
}

/** In the bottom-right corner it flips both ways. */
export const NearBottomRightCorner: Story = {
  args: { pointer: { x: viewport.width - 10, y: viewport.height - 10 } },
  play: async ({ canvasElement }) => {
    const tooltip = await placed(canvasElement)
    await settles(tooltip, (box) => {
      expect(box.right).toBeLessThan(viewport.width)
      expect(box.bottom).toBeLessThan(viewport.height)
    })
    await expect(tooltip).toHaveAttribute("data-flipped-x")
    await expect(tooltip).toHaveAttribute("data-flipped-y")
  },
}

/** At the left and top edges it stays right of and below the pointer, never off the window. */
export const NearTopLeftCorner: Story = {
  args: { pointer: { x: 0, y: 0 } },
  play: async ({ canvasElement }) => {
    const tooltip = await placed(canvasElement)
    await settles(tooltip, (box) => {
      expect(box.left).toBe(tooltipCursorOffset)
      expect(box.top).toBe(tooltipCursorOffset)
    })
    await expect(tooltip).not.toHaveAttribute("data-flipped-x")
    await expect(tooltip).not.toHaveAttribute("data-flipped-y")
  },
}

/** Hidden when there is no pointer over the item. */
export const Hidden: Story = {
  name: "Hidden, no pointer over the item",
  args: { pointer: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole("tooltip")).not.toBeInTheDocument()
  },
}
