import { administratorsOnlyMessage } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import {
  storyServiceOffers,
  storyServiceOffersWithoutStartMaps,
} from "../../fixtures/staffCharacterServices.ts"
import { ServiceOffers, type ServiceOffersProps } from "./ServiceOffers.tsx"
import { savedServiceOfferText, serviceOfferTexts } from "./serviceOffers.ts"

const meta = {
  title: "Console/ServiceOffers",
  component: ServiceOffers,
  args: { offers: { status: "loaded", value: storyServiceOffers }, onSave: fn() },
} satisfies Meta<typeof ServiceOffers>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("form", { name }))

/** Every service on its own card: what it changes, its switch, currency, price and cooldown. */
export const Populated: Story = {
  name: "Services listed",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getAllByRole("form")).toHaveLength(5)
    const reset = card(canvasElement, "Reset stats")
    await expect(reset.getByText(/Every stat point spent on Power/)).toBeVisible()
    await expect(reset.getByRole("switch", { name: "Offered to players" })).toBeChecked()
    await expect(reset.getByRole("combobox", { name: "Currency" })).toHaveValue("rcoin")
    await expect(reset.getByRole("textbox", { name: "Price" })).toHaveValue("150.00")
    await expect(reset.getByRole("textbox", { name: "Cooldown (hours)" })).toHaveValue("168")
    const rename = card(canvasElement, "Rename")
    await expect(rename.getByRole("switch", { name: "Offered to players" })).not.toBeChecked()
    await expect(rename.getByRole("textbox", { name: "Price" })).toHaveValue("1250.00")
    // The game link is on: its balances take whole coins.
    await expect(rename.getByRole("textbox", { name: "Price" })).toHaveAccessibleDescription(
      serviceOfferTexts.priceInCoins,
    )
    await expect(card(canvasElement, "Unstuck").getByRole("textbox", { name: "Price" })).toBeDisabled()
    await expect(page.queryByText(serviceOfferTexts.needsGameLink)).toBeNull()

    await userEvent.click(reset.getByRole("switch", { name: "Offered to players" }))
    await userEvent.clear(reset.getByRole("textbox", { name: "Price" }))
    await userEvent.type(reset.getByRole("textbox", { name: "Price" }), "99.50")
    await userEvent.clear(reset.getByRole("textbox", { name: "Cooldown (hours)" }))
    await userEvent.type(reset.getByRole("textbox", { name: "Cooldown (hours)" }), "24")
    await userEvent.click(reset.getByRole("button", { name: "Save Reset stats" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      service: "resetStats",
      enabled: false,
      currency: "rcoin",
      price: "99.50",
      cooldownHours: "24",
    })
  },
}

/** Free takes the price away; choosing a currency again brings back what was typed. */
export const MadeFree: Story = {
  name: "Made free",
  play: async ({ canvasElement, args }) => {
    const change = card(canvasElement, "Change school")
    await userEvent.selectOptions(change.getByRole("combobox", { name: "Currency" }), "free")
    await expect(change.getByRole("textbox", { name: "Price" })).toBeDisabled()
    await expect(change.getByText(serviceOfferTexts.free)).toBeVisible()
    await userEvent.click(change.getByRole("button", { name: "Save Change school" }))
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ currency: "free" }))
    await userEvent.selectOptions(change.getByRole("combobox", { name: "Currency" }), "milleage")
    await expect(change.getByRole("textbox", { name: "Price" })).toHaveValue("500.00")
  },
}

/** Without a game link players cannot use any service, which the page says first; the cards still save. */
export const WithoutGameLink: Story = {
  name: "Without a game link",
  tags: ["visual"],
  args: { offers: { status: "loaded", value: { ...storyServiceOffers, gameLinked: false } } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(serviceOfferTexts.needsGameLink)).toBeVisible()
    await expect(
      card(canvasElement, "Rename").getByRole("textbox", { name: "Price" }),
    ).toHaveAccessibleDescription(serviceOfferTexts.priceInCents)
    const fix = card(canvasElement, "Account fix")
    await userEvent.click(fix.getByRole("switch", { name: "Offered to players" }))
    await userEvent.click(fix.getByRole("button", { name: "Save Account fix" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ service: "accountFix", enabled: false }),
    )
  },
}

/** Change school and unstuck need the schools' start maps; only their cards say so. */
export const WithoutStartMaps: Story = {
  name: "Without the schools' start maps",
  args: { offers: { status: "loaded", value: storyServiceOffersWithoutStartMaps } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(serviceOfferTexts.needsStartMaps)).toHaveLength(2)
    await expect(
      card(canvasElement, "Change school").getByText(serviceOfferTexts.needsStartMaps),
    ).toBeVisible()
    await expect(card(canvasElement, "Unstuck").getByText(serviceOfferTexts.needsStartMaps)).toBeVisible()
    await expect(card(canvasElement, "Rename").queryByText(serviceOfferTexts.needsStartMaps)).toBeNull()
  },
}

/** A save on its way: that card says so and its Save waits; the others stay free to save. */
export const Saving: Story = {
  args: { status: { resetStats: { isPending: true } } },
  play: async ({ canvasElement, args }) => {
    const reset = card(canvasElement, "Reset stats")
    await expect(reset.getByRole("status")).toHaveTextContent("Saving...")
    await userEvent.click(reset.getByRole("button", { name: /Save Reset stats/ }))
    await expect(args.onSave).not.toHaveBeenCalled()
    await expect(card(canvasElement, "Rename").getByRole("status")).toBeEmptyDOMElement()
  },
}

/** The server's answer, told on the card that was saved. */
export const Saved: Story = {
  args: {
    status: {
      unstuck: {
        outcome: {
          tone: "success",
          text: savedServiceOfferText({
            service: "unstuck",
            enabled: true,
            currency: "free",
            price: 0,
            cooldownHours: 1,
            setUp: true,
          }),
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement, "Unstuck").getByText("Unstuck saved: on, Free, once an hour."),
    ).toBeVisible()
  },
}

const priceRefusal = "A service paid in R-Coin or Milleage needs a price above 0."

/** A refusal that names a field is told beside it; any other on its card, above the next Save. */
export const Refused: Story = {
  args: {
    status: {
      rename: { errors: { price: priceRefusal } },
      accountFix: { outcome: { tone: "danger", text: administratorsOnlyMessage } },
    },
  },
  play: async ({ canvasElement }) => {
    const rename = card(canvasElement, "Rename")
    await expect(rename.getByRole("textbox", { name: "Price" })).toHaveAttribute("aria-invalid", "true")
    await expect(rename.getByRole("textbox", { name: "Price" })).toHaveAccessibleDescription(
      new RegExp(priceRefusal),
    )
    await expect(rename.queryByRole("alert")).toBeNull()
    await expect(card(canvasElement, "Account fix").getByRole("alert")).toHaveTextContent(
      administratorsOnlyMessage,
    )
  },
}

/** Refuses every save, as a server would refuse a price of 0, to show what was typed stays. */
const RefusingPage = (props: ServiceOffersProps) => {
  const [status, setStatus] = useState<ServiceOffersProps["status"]>({})
  return (
    <ServiceOffers
      {...props}
      status={status}
      onSave={(draft) => {
        props.onSave(draft)
        setStatus({ [draft.service]: { errors: { price: priceRefusal } } })
      }}
    />
  )
}

/** A refused save loses nothing: what was typed stays on the card, here and on the others. */
export const RefusedKeepsTyping: Story = {
  name: "Refused, nothing lost",
  render: (args) => <RefusingPage {...args} />,
  play: async ({ canvasElement }) => {
    const reset = card(canvasElement, "Reset stats")
    const rename = card(canvasElement, "Rename")
    await userEvent.clear(rename.getByRole("textbox", { name: "Cooldown (hours)" }))
    await userEvent.type(rename.getByRole("textbox", { name: "Cooldown (hours)" }), "48")
    await userEvent.clear(reset.getByRole("textbox", { name: "Price" }))
    await userEvent.type(reset.getByRole("textbox", { name: "Price" }), "0")
    await userEvent.click(reset.getByRole("button", { name: "Save Reset stats" }))
    await expect(reset.getByText(priceRefusal)).toBeVisible()
    await expect(reset.getByRole("textbox", { name: "Price" })).toHaveValue("0")
    await expect(rename.getByRole("textbox", { name: "Cooldown (hours)" })).toHaveValue("48")
  },
}

export const Loading: Story = {
  args: { offers: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { offers: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(serviceOfferTexts.failed)
  },
}
