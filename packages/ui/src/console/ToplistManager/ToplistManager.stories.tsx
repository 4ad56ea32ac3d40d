import { toplistProtocols } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, spyOn, userEvent, within } from "storybook/test"
import { storyMaxToplistAddresses, storyToplists } from "../../fixtures/staffVotes.ts"
import { voteConsoleTexts } from "../voteTexts.ts"
import { ToplistManager } from "./ToplistManager.tsx"

const meta = {
  title: "Console/ToplistManager",
  component: ToplistManager,
  args: {
    toplists: { status: "loaded", value: storyToplists },
    maxAddresses: storyMaxToplistAddresses,
    onSave: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof ToplistManager>

export default meta
type Story = StoryObj<typeof meta>

const form = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("form", { name }))

/** Every toplist on its row: its site, whether it is on and rewarded, with how much, and how often. */
export const Populated: Story = {
  name: "Toplists listed",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const table = page.getByRole("table", { name: "Toplists" })
    const [, gtop, topg, arena] = within(table).getAllByRole("row")
    await expect(gtop).toHaveTextContent(/GTop100.*GTop100.*On.*On.*5\.00 Milleage.*12 hours.*1/)
    await expect(topg).toHaveTextContent(/TopG.*TopG.*On.*Off.*2\.50 Milleage.*12 hours.*2/)
    await expect(arena).toHaveTextContent(/Top100Arena.*Top100Arena.*Off.*On.*3\.00 Milleage.*24 hours.*3/)
    await expect(page.queryByRole("form")).toBeNull()
  },
}

/**
 * Add a toplist opens an empty form; each site chosen fills in its own sample address and cooldown
 * until they are typed over, and the addresses its postbacks come from when it is known by them.
 */
export const Add: Story = {
  name: "Add a toplist",
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Add a toplist" }))
    await expect(args.onOpen).toHaveBeenCalledWith("new")
    const added = form(canvasElement, "New toplist")
    await expect(added.getByRole("textbox", { name: "Name" })).toHaveFocus()
    await expect(added.getByText(voteConsoleTexts.postbackAfterSave)).toBeVisible()
    // The first site's secret; no addresses.
    await expect(added.getByLabelText("Secret")).toHaveAccessibleDescription(voteConsoleTexts.secretNew)
    await expect(added.queryByRole("textbox", { name: "Postback addresses" })).toBeNull()

    await userEvent.selectOptions(added.getByRole("combobox", { name: "Site" }), "top100arena")
    await expect(added.getByRole("textbox", { name: "Name" })).toHaveValue("Top100Arena")
    await expect(added.getByRole("textbox", { name: "Vote address" })).toHaveValue(
      toplistProtocols.top100arena.voteAddress,
    )
    await expect(added.getByRole("textbox", { name: "Cooldown (hours)" })).toHaveValue("24")
    await expect(added.queryByLabelText("Secret")).toBeNull()
    await expect(added.getByRole("textbox", { name: "Postback addresses" })).toHaveAccessibleDescription(
      /up to 20\. Behind a reverse proxy they only match with TRUST_PROXY set/,
    )

    const address = added.getByRole("textbox", { name: "Vote address" })
    await userEvent.clear(address)
    await userEvent.type(address, "https://www.top100arena.com/listing/101433/vote?incentive=")
    // userEvent reads braces as keys; the placeholder is pasted.
    await userEvent.paste("{player}")
    await userEvent.clear(added.getByRole("textbox", { name: "Name" }))
    await userEvent.type(added.getByRole("textbox", { name: "Name" }), "Arena")
    // Typed over, the name and address stay when another site is chosen; the cooldown still follows.
    await userEvent.selectOptions(added.getByRole("combobox", { name: "Site" }), "topg")
    await expect(added.getByRole("textbox", { name: "Name" })).toHaveValue("Arena")
    await expect(added.getByRole("textbox", { name: "Cooldown (hours)" })).toHaveValue("12")
    await userEvent.type(
      added.getByRole("textbox", { name: "Postback addresses" }),
      "192.0.2.41{enter}2001:db8::7",
    )
    await userEvent.clear(added.getByRole("textbox", { name: "Milleage reward" }))
    await userEvent.type(added.getByRole("textbox", { name: "Milleage reward" }), "2.50")
    await userEvent.click(added.getByRole("checkbox", { name: "Rewards on" }))
    await expect(added.getByRole("checkbox", { name: "Rewards on" })).toHaveAccessibleDescription(
      voteConsoleTexts.rewardsOn,
    )
    await userEvent.click(added.getByRole("button", { name: "Save toplist" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      name: "Arena",
      kind: "topg",
      voteAddress: "https://www.top100arena.com/listing/101433/vote?incentive={player}",
      secret: "",
      addresses: "192.0.2.41\n2001:db8::7",
      cooldownHours: "12",
      reward: "2.50",
      rewardsOn: false,
      enabled: true,
      sortOrder: "0",
    })
  },
}

/**
 * A site known by its secret never shows it again: the form says one is saved, and an empty field
 * keeps it. The postback address to give the site is copied in one press.
 */
export const EditWithSecret: Story = {
  name: "Edit a toplist with a secret",
  tags: ["visual"],
  args: { initiallyOpen: 1 },
  play: async ({ canvasElement, args }) => {
    const edited = form(canvasElement, "Edit GTop100")
    await expect(edited.getByLabelText("Secret")).toHaveValue("")
    await expect(edited.getByLabelText("Secret")).toHaveAccessibleDescription(voteConsoleTexts.secretSaved)
    await expect(edited.getByRole("textbox", { name: "Postback address" })).toHaveValue(
      "https://play.gatehouse.example/api/votes/postback/1",
    )
    const write = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined)
    try {
      await userEvent.click(edited.getByRole("button", { name: "Copy" }))
      await expect(write).toHaveBeenCalledWith("https://play.gatehouse.example/api/votes/postback/1")
      await expect(edited.getByText(voteConsoleTexts.copied)).toBeVisible()
    } finally {
      write.mockRestore()
    }
    await userEvent.click(edited.getByRole("button", { name: "Save toplist" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, secret: "", reward: "5" }),
    )
  },
}

/** Where the clipboard refuses, the address is selected for the keyboard's copy, and the form says so. */
export const CopyRefused: Story = {
  name: "Copy refused",
  args: { initiallyOpen: 2 },
  play: async ({ canvasElement }) => {
    const edited = form(canvasElement, "Edit TopG")
    const write = spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("Not allowed"))
    try {
      await userEvent.click(edited.getByRole("button", { name: "Copy" }))
      await expect(await edited.findByText(voteConsoleTexts.copyFailed)).toBeVisible()
      await expect(edited.getByRole("textbox", { name: "Postback address" })).toHaveFocus()
    } finally {
      write.mockRestore()
    }
  },
}

/** Edit shows the listed toplist as it is; Cancel closes the form. */
export const EditAndCancel: Story = {
  name: "Edit, then cancel",
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Edit TopG" }))
    await expect(args.onOpen).toHaveBeenCalledWith(2)
    const edited = form(canvasElement, "Edit TopG")
    await expect(edited.getByRole("textbox", { name: "Postback addresses" })).toHaveValue(
      "192.0.2.41\n2001:db8::7",
    )
    await expect(edited.getByRole("textbox", { name: "Milleage reward" })).toHaveValue("2.50")
    await expect(edited.getByRole("checkbox", { name: "Rewards on" })).not.toBeChecked()
    await expect(edited.getByRole("checkbox", { name: "Switched on" })).toBeChecked()
    await userEvent.click(edited.getByRole("button", { name: "Cancel" }))
    await expect(args.onOpen).toHaveBeenLastCalledWith("closed")
    await expect(page.queryByRole("form")).toBeNull()
  },
}

/** What the rules refuse is said beside each field, what was typed kept; the server's sentence beside Save. */
export const Refused: Story = {
  name: "Fields refused",
  args: {
    initiallyOpen: 3,
    errors: {
      voteAddress: voteConsoleTexts.noPlaceholder,
      // As the server answers an address that is no IP address.
      addresses: '"198.51.100" is not an IP address.',
    },
    outcome: { tone: "danger", text: "The toplist was not saved: check the fields marked." },
  },
  play: async ({ canvasElement }) => {
    const edited = form(canvasElement, "Edit Top100Arena")
    await expect(edited.getByRole("alert")).toHaveTextContent(
      "The toplist was not saved: check the fields marked.",
    )
    await expect(edited.getByRole("textbox", { name: "Vote address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    )
    await expect(edited.getByRole("textbox", { name: "Vote address" })).toHaveAccessibleDescription(
      new RegExp(voteConsoleTexts.noPlaceholder.replace(/[{}]/g, "\\$&")),
    )
    await expect(edited.getByRole("textbox", { name: "Postback addresses" })).toHaveAccessibleDescription(
      /"198\.51\.100" is not an IP address\./,
    )
  },
}

/** A save on its way: the form says so and Save waits. */
export const Saving: Story = {
  args: { initiallyOpen: "new", isPending: true },
  play: async ({ canvasElement, args }) => {
    const added = form(canvasElement, "New toplist")
    await expect(added.getByRole("status")).toHaveTextContent("Saving...")
    await userEvent.click(added.getByRole("button", { name: /Save toplist/ }))
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** A saved toplist opens again from what the server holds, the server's sentence beside Save. */
export const Saved: Story = {
  args: { initiallyOpen: 1, outcome: { tone: "success", text: 'Toplist "GTop100" saved.' } },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement, "Edit GTop100").getByText('Toplist "GTop100" saved.')).toBeVisible()
  },
}

/** With no form open, what happened is told above the list. */
export const ClosedOutcome: Story = {
  name: "Told above the list",
  args: { outcome: { tone: "danger", text: "There is no such toplist." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("There is no such toplist.")
  },
}

export const Empty: Story = {
  name: "No toplist yet",
  args: { toplists: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(voteConsoleTexts.noToplist)).toBeVisible()
  },
}

export const Loading: Story = {
  args: { toplists: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("status")).toHaveTextContent("Loading...")
    await expect(page.getByRole("button", { name: "Add a toplist" })).toBeDisabled()
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { toplists: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(voteConsoleTexts.toplistsFailed)
  },
}
