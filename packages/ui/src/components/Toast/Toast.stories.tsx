import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { Button } from "../Button/Button.tsx"
import { Toast, type ToastMessage } from "./Toast.tsx"

const added: ToastMessage = {
  id: 1,
  text: (
    <>
      <strong>Dragon Wing Cape</strong>: Item added to your cart.
    </>
  ),
  link: { label: "View cart", href: "/shoppingcart" },
}

const meta = {
  title: "Components/Toast",
  component: Toast,
  args: { message: added, onClose: fn(), hideAfterMs: null },
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

/** An item added to the cart: named, with the way to the cart, and nothing in the way of the page. */
export const AddedToCart: Story = {
  name: "Added to cart",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole("status")
    await expect(status).toHaveTextContent("Dragon Wing Cape: Item added to your cart. View cart")
    await expect(within(status).getByRole("link", { name: "View cart" })).toHaveAttribute(
      "href",
      "/shoppingcart",
    )
    await expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument()
    await userEvent.click(within(status).getByRole("button", { name: "Close" }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/**
 * The status region waits empty on the page, so the confirmation that arrives in it is announced; the
 * player closes it with the keyboard.
 */
export const ArrivesAndCloses: Story = {
  name: "Arrives, then closed by keyboard",
  args: { message: null },
  render: function Shop(args) {
    const [message, setMessage] = useState<ToastMessage | null>(args.message)
    return (
      <>
        <Button tone="primary" onPress={() => setMessage(added)}>
          Add to cart
        </Button>
        <Toast {...args} message={message} onClose={() => setMessage(null)} />
      </>
    )
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const status = page.getByRole("status")
    await expect(status).toBeEmptyDOMElement()
    await userEvent.click(page.getByRole("button", { name: "Add to cart" }))
    await expect(status).toHaveTextContent("Dragon Wing Cape")
    await userEvent.tab()
    await expect(within(status).getByRole("link", { name: "View cart" })).toHaveFocus()
    await userEvent.tab()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(status).toBeEmptyDOMElement())
  },
}
