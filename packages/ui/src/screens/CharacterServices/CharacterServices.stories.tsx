import {
  characterNameProblem,
  characterServiceMessages,
  characterServiceTexts,
  pageDescriptions,
} from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { purchaseShortfallText } from "../../components/PurchaseSummary/PurchaseSummary.tsx"
import {
  storyAria,
  storyKaizen,
  storyServiceBalances,
  storyServiceOffers,
  storyServicesPage,
} from "../../fixtures/characterServices.ts"
import type { LoadState } from "../loadable.ts"
import { CharacterServices } from "./CharacterServices.tsx"
import { serviceUseStateLabels, characterServicesTexts as texts } from "./characterServicesTexts.ts"
import type { ServiceOutcome, ServiceRequest, ServicesOnPage } from "./servicesOnPage.ts"

const done = (message: string): Promise<ServiceOutcome> => Promise.resolve({ status: "done", message })

const meta = {
  title: "Screens/CharacterServices",
  component: CharacterServices,
  args: {
    title: "Character Services",
    services: { status: "loaded", value: storyServicesPage },
    onRetry: fn(),
    onUse: fn((request: ServiceRequest) => done(characterServiceMessages.done[request.service])),
    balances: storyServiceBalances,
  },
} satisfies Meta<typeof CharacterServices>

export default meta
type Story = StoryObj<typeof meta>

const loaded = (change: Partial<ServicesOnPage>): LoadState<ServicesOnPage> => ({
  status: "loaded",
  value: { ...storyServicesPage, ...change },
})

/** Nobody online: the services have their buttons, the account fix asks for a stuck login. */
const offline = [storyAria, storyKaizen]

const cardOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("region", { name }))

/** Presses Use on a character's service (or the account's) and answers the dialog it opens. */
const openDialog = async (canvasElement: HTMLElement, service: string, character?: string) => {
  const page = within(canvasElement)
  const name = character === undefined ? `Use ${service}` : `Use ${service} for ${character}`
  await userEvent.click(page.getByRole("button", { name }))
  const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: service })
  // Dialogs fade in from transparent: what they show becomes visible a moment after they open.
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}

/** The value beside a label in a list of facts (a stat, the price, the balance after). */
const factOf = (part: ReturnType<typeof within>, label: string) => part.getByText(label).nextElementSibling

const reset = characterServiceTexts.resetStats.name
const changeSchool = characterServiceTexts.changeSchool.name
const unstuck = characterServiceTexts.unstuck.name
const rename = characterServiceTexts.rename.name
const accountFix = characterServiceTexts.accountFix.name

/** Three characters: who each is, its stats, each service's price and Use or why not, and the services used. */
export const SeveralCharacters: Story = {
  name: "Several characters",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Character Services" })).toBeVisible()
    await expect(page.getByText(pageDescriptions.characterservices)).toBeVisible()

    const aria = cardOf(canvasElement, "Aria")
    await expect(aria.getByText("Swordsman · Sacred Gate · Level 187")).toBeVisible()
    await expect(factOf(aria, "Power")).toHaveTextContent("320")
    await expect(factOf(aria, "Intelligence")).toHaveTextContent("20")
    await expect(factOf(aria, texts.unspent)).toHaveTextContent("0")
    await expect(aria.getByText("50.00")).toBeVisible()
    await expect(aria.getByText("300.00")).toBeVisible()
    await expect(aria.getByText("Free")).toBeVisible()
    await expect(aria.getAllByRole("button", { name: /^Use / })).toHaveLength(4)

    // In a club: change school says to leave it first; renamed lately: rename says when it opens again.
    const kaizen = cardOf(canvasElement, "Kaizen")
    await expect(kaizen.getByText("Brawler · Phoenix · Level 210")).toBeVisible()
    await expect(kaizen.getByText(texts.inClub)).toBeVisible()
    await expect(kaizen.getByText(characterServiceMessages.inClub)).toBeVisible()
    await expect(kaizen.getByText(/^Available again after/)).toHaveTextContent(
      "Available again after Nov 22, 2026, 12:00 PM",
    )
    await expect(kaizen.queryByRole("button", { name: `Use ${changeSchool} for Kaizen` })).toBeNull()
    await expect(kaizen.queryByRole("button", { name: `Use ${rename} for Kaizen` })).toBeNull()
    await expect(kaizen.getByRole("button", { name: `Use ${reset} for Kaizen` })).toBeEnabled()

    // Online: said once for the character, and none of its services can be used.
    const mira = cardOf(canvasElement, "Mira")
    await expect(mira.getByText(texts.online)).toBeVisible()
    await expect(mira.getByText(characterServiceMessages.online)).toBeVisible()
    await expect(mira.queryByRole("button")).toBeNull()

    // The account fix, once for the account: a character online is a login in use, not a stuck one.
    const account = within(page.getByRole("region", { name: texts.account }))
    await expect(account.getByText(characterServiceMessages.accountOnline)).toBeVisible()
    await expect(account.queryByRole("button")).toBeNull()

    const recent = within(page.getByRole("table", { name: texts.recent }))
    const rows = recent.getAllByRole("row").slice(1)
    await expect(rows).toHaveLength(4)
    await expect(rows[0]).toHaveTextContent(serviceUseStateLabels.working)
    await expect(rows[1]).toHaveTextContent("Kai → Kaizen")
    await expect(rows[1]).toHaveTextContent(serviceUseStateLabels.done)
    await expect(rows[2]).toHaveTextContent(
      `${serviceUseStateLabels.refunded}${characterServiceMessages.refunded("The game did not answer in time.")}`,
    )
    await expect(rows[3]).toHaveTextContent(texts.account)
    await expect(rows[3]).toHaveTextContent(serviceUseStateLabels.checking)
  },
}

/** Without the game link there is nothing to use: the page says so, and only that. */
export const NoGameLink: Story = {
  name: "No game link",
  tags: ["visual"],
  args: {
    services: loaded({ gameLinked: false, services: [], characters: [], loginStuck: false, recent: [] }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(characterServiceMessages.needsGameLink)).toBeVisible()
    await expect(page.getAllByRole("heading")).toHaveLength(1)
    await expect(page.queryByRole("button")).toBeNull()
  },
}

/** Switched off, a service is not shown at all; not set up, it says so. */
export const OffOrNotSetUp: Story = {
  name: "Services switched off or not set up",
  tags: ["visual"],
  args: {
    services: loaded({
      characters: offline,
      services: storyServiceOffers.map((offer) =>
        offer.service === "resetStats" || offer.service === "accountFix"
          ? { ...offer, enabled: false }
          : offer.service === "unstuck"
            ? { ...offer, setUp: false }
            : offer,
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const aria = cardOf(canvasElement, "Aria")
    await expect(aria.queryByText(reset)).toBeNull()
    await expect(aria.getByText(unstuck)).toBeVisible()
    await expect(aria.getByText(characterServiceMessages.notSetUp)).toBeVisible()
    await expect(aria.queryByRole("button", { name: `Use ${unstuck} for Aria` })).toBeNull()
    await expect(aria.getByRole("button", { name: `Use ${rename} for Aria` })).toBeEnabled()
    await expect(page.queryByRole("region", { name: texts.account })).toBeNull()
  },
}

/** Nobody online and the game does not count the login as open: nothing for the account fix to do. */
export const NotStuck: Story = {
  name: "Login not stuck",
  args: { services: loaded({ characters: offline, loginStuck: false }) },
  play: async ({ canvasElement }) => {
    const account = within(within(canvasElement).getByRole("region", { name: texts.account }))
    await expect(account.getByText(characterServiceMessages.notStuck)).toBeVisible()
    await expect(account.queryByRole("button")).toBeNull()
  },
}

/** A stuck login (nobody online): the account fix can be used, once for the whole account. */
export const StuckLogin: Story = {
  name: "Stuck login",
  tags: ["visual"],
  args: { services: loaded({ characters: offline, loginStuck: true }) },
  play: async ({ canvasElement }) => {
    const account = within(within(canvasElement).getByRole("region", { name: texts.account }))
    await expect(account.getByRole("button", { name: `Use ${accountFix}` })).toBeEnabled()
    await expect(within(canvasElement).getAllByRole("button", { name: `Use ${accountFix}` })).toHaveLength(1)
  },
}

export const AccountFixCooldown: Story = {
  name: "Account fix on cooldown",
  args: {
    services: loaded({ characters: offline, loginStuck: true, accountFixUntil: "2026-11-21T16:30:00.000Z" }),
  },
  play: async ({ canvasElement }) => {
    const account = within(within(canvasElement).getByRole("region", { name: texts.account }))
    await expect(account.getByText(/^Available again after/)).toHaveTextContent(
      "Available again after Nov 22, 2026, 12:30 AM",
    )
    await expect(account.queryByRole("button")).toBeNull()
  },
}

/** Account fix: what it clears and that it is free; no character, no balance after. */
export const AccountFixDialog: Story = {
  name: "Confirm: account fix",
  tags: ["visual"],
  args: StuckLogin.args,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, accountFix)
    await expect(dialog.getByText(characterServiceTexts.accountFix.changes)).toBeVisible()
    await expect(factOf(dialog, texts.price)).toHaveTextContent("Free")
    await expect(dialog.queryByText(texts.character)).toBeNull()
    await expect(dialog.queryByText(texts.balanceAfter)).toBeNull()
    await expect(dialog.getByRole("button", { name: texts.cancel })).toHaveFocus()
  },
}

/** Reset stats: what changes, on whom, the price and the balance after; focus starts on Cancel. */
export const ResetStatsDialog: Story = {
  name: "Confirm: reset stats",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, reset, "Aria")
    await expect(dialog.getByText(characterServiceTexts.resetStats.changes)).toBeVisible()
    await expect(factOf(dialog, texts.character)).toHaveTextContent("Aria")
    await expect(factOf(dialog, texts.price)).toHaveTextContent("50.00 R-Coin")
    await expect(factOf(dialog, texts.balanceAfter)).toHaveTextContent("70.00 R-Coin")
    await expect(dialog.getByRole("button", { name: texts.cancel })).toHaveFocus()
  },
}

/** Change school: the two other schools to choose from; Confirm waits for a choice. */
export const ChangeSchoolDialog: Story = {
  name: "Confirm: change school",
  tags: ["visual"],
  args: { balances: { UserPoint: 500, UserPoint2: 500 } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, changeSchool, "Aria")
    await expect(dialog.getByText(characterServiceTexts.changeSchool.changes)).toBeVisible()
    const schools = within(dialog.getByRole("radiogroup", { name: texts.newSchool }))
    await expect(schools.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "1",
      "2",
    ])
    await expect(schools.queryByRole("radio", { name: "Sacred Gate" })).toBeNull()
    await expect(dialog.getByRole("button", { name: changeSchool })).toBeDisabled()
    await userEvent.click(schools.getByRole("radio", { name: "Phoenix" }))
    await expect(dialog.getByRole("button", { name: changeSchool })).toBeEnabled()
    await expect(factOf(dialog, texts.balanceAfter)).toHaveTextContent("350.00 R-Coin")
  },
}

/** A price the balance cannot pay is told before confirming; the server has the last word. */
export const BalanceTooLow: Story = {
  name: "Confirm: balance too low",
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, changeSchool, "Aria")
    await expect(factOf(dialog, texts.balanceAfter)).toHaveTextContent(purchaseShortfallText)
  },
}

export const UnstuckDialog: Story = {
  name: "Confirm: unstuck",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, unstuck, "Aria")
    await expect(dialog.getByText(characterServiceTexts.unstuck.changes)).toBeVisible()
    await expect(factOf(dialog, texts.price)).toHaveTextContent("Free")
    await expect(dialog.queryByText(texts.balanceAfter)).toBeNull()
  },
}

/** Rename: the new name is checked as the game would before anything is sent; the server checks again. */
export const RenameDialog: Story = {
  name: "Confirm: rename",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, rename, "Aria")
    await expect(factOf(dialog, texts.price)).toHaveTextContent("300.00 Milleage")
    await expect(factOf(dialog, texts.balanceAfter)).toHaveTextContent("200.00 Milleage")
    const field = dialog.getByRole("textbox", { name: texts.newName })
    await expect(field).toHaveFocus()
    await userEvent.type(field, "Ari")
    await userEvent.click(dialog.getByRole("button", { name: rename }))
    await expect(field).toHaveAccessibleDescription(characterNameProblem("Ari") as string)
    await userEvent.clear(field)
    await userEvent.type(field, "Aria")
    await expect(field).toHaveAccessibleDescription(characterServiceMessages.sameName)
    await userEvent.clear(field)
    await userEvent.type(field, "Ari Anne{Enter}")
    await expect(field).toHaveAccessibleDescription(characterNameProblem("Ari Anne") as string)
    await expect(args.onUse).not.toHaveBeenCalled()
  },
}

/** Confirm sends each service with what was chosen: the character, the new school, the new name. */
export const EachServiceSent: Story = {
  name: "Each service sent as chosen",
  args: StuckLogin.args,
  play: async ({ canvasElement, args }) => {
    const confirmAndClose = async (dialog: ReturnType<typeof within>, service: string) => {
      await userEvent.click(dialog.getByRole("button", { name: service }))
      await userEvent.click(await dialog.findByRole("button", { name: texts.close }))
    }
    await confirmAndClose(await openDialog(canvasElement, reset, "Aria"), reset)
    await expect(args.onUse).toHaveBeenLastCalledWith({ service: "resetStats", chaNum: storyAria.chaNum })

    const school = await openDialog(canvasElement, changeSchool, "Aria")
    await userEvent.click(school.getByRole("radio", { name: "Mystic Peak" }))
    await confirmAndClose(school, changeSchool)
    await expect(args.onUse).toHaveBeenLastCalledWith({
      service: "changeSchool",
      chaNum: storyAria.chaNum,
      school: 1,
    })

    await confirmAndClose(await openDialog(canvasElement, unstuck, "Kaizen"), unstuck)
    await expect(args.onUse).toHaveBeenLastCalledWith({ service: "unstuck", chaNum: storyKaizen.chaNum })

    // Spaces around the name are left out, as a phone's keyboard adds them.
    const name = await openDialog(canvasElement, rename, "Aria")
    await userEvent.type(name.getByRole("textbox", { name: texts.newName }), " Arianne {Enter}")
    await userEvent.click(await name.findByRole("button", { name: texts.close }))
    await expect(args.onUse).toHaveBeenLastCalledWith({
      service: "rename",
      chaNum: storyAria.chaNum,
      name: "Arianne",
    })

    await confirmAndClose(await openDialog(canvasElement, accountFix), accountFix)
    await expect(args.onUse).toHaveBeenLastCalledWith({ service: "accountFix" })
    await expect(args.onUse).toHaveBeenCalledTimes(5)
  },
}

/** While the server works: Confirm is busy and keeps the focus; nothing is sent twice, nor closed. */
export const Working: Story = {
  name: "Working",
  tags: ["visual"],
  args: { onUse: fn((_request: ServiceRequest) => new Promise<ServiceOutcome>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, rename, "Aria")
    await userEvent.type(dialog.getByRole("textbox", { name: texts.newName }), "Arianne")
    const confirm = dialog.getByRole("button", { name: rename })
    await userEvent.click(confirm)
    await expect(dialog.getByRole("status")).toHaveTextContent(texts.working)
    await expect(confirm).toHaveAttribute("aria-disabled", "true")
    await expect(confirm).toHaveFocus()
    await expect(dialog.getByRole("button", { name: texts.cancel })).toBeDisabled()
    await userEvent.click(confirm)
    await userEvent.keyboard("{Escape}")
    await expect(args.onUse).toHaveBeenCalledTimes(1)
    await expect(within(canvasElement.ownerDocument.body).getByRole("dialog", { name: rename })).toBeVisible()
  },
}

/** Refused (the name is taken): the reason in the dialog, the name kept to change, the card as it was. */
export const Refused: Story = {
  name: "Refusal shown",
  tags: ["visual"],
  args: {
    onUse: fn((_request: ServiceRequest) =>
      Promise.resolve<ServiceOutcome>({ status: "refused", message: characterServiceMessages.nameTaken }),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, rename, "Aria")
    const field = dialog.getByRole("textbox", { name: texts.newName })
    await userEvent.type(field, "Arianne")
    await userEvent.click(dialog.getByRole("button", { name: rename }))
    await expect(await dialog.findByRole("alert")).toHaveTextContent(characterServiceMessages.nameTaken)
    await expect(field).toHaveValue("Arianne")
    await expect(field).toBeEnabled()
    await expect(dialog.getByRole("button", { name: rename })).toBeEnabled()
    await expect(within(canvasElement).getByRole("region", { name: "Aria" })).toBeInTheDocument()
  },
}

/**
 * Done: the server's words are heard, the card shows the character as the answer has it, and on
 * Close focus lands on the character, since its Use button went on cooldown.
 */
export const Succeeded: Story = {
  name: "Success shown",
  tags: ["visual"],
  render: (args) => {
    const [page, setPage] = useState(storyServicesPage)
    const onUse = async (request: ServiceRequest) => {
      const outcome = await args.onUse(request)
      const { power, vitality, stamina, spirit, dexterity, intelligence, unspent } = storyAria.stats
      const afterReset = {
        ...storyAria,
        stats: {
          power: 0,
          vitality: 0,
          stamina: 0,
          spirit: 0,
          dexterity: 0,
          intelligence: 0,
          unspent: unspent + power + vitality + stamina + spirit + dexterity + intelligence,
        },
        cooldownUntil: { resetStats: "2026-11-28T13:05:07.000Z" },
      }
      setPage((shown) => ({
        ...shown,
        characters: shown.characters.map((character) =>
          character.chaNum === storyAria.chaNum ? afterReset : character,
        ),
      }))
      return outcome
    }
    return <CharacterServices {...args} services={{ status: "loaded", value: page }} onUse={onUse} />
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, reset, "Aria")
    await userEvent.click(dialog.getByRole("button", { name: reset }))
    await expect(await dialog.findByRole("status")).toHaveTextContent(
      characterServiceMessages.done.resetStats,
    )
    await waitFor(() => expect(dialog.getByRole("button", { name: texts.close })).toHaveFocus())
    const aria = cardOf(canvasElement, "Aria")
    await expect(factOf(aria, texts.unspent)).toHaveTextContent("920")
    await expect(aria.getByText(/^Available again after/)).toHaveTextContent(
      "Available again after Nov 28, 2026, 9:05 PM",
    )
    await userEvent.click(dialog.getByRole("button", { name: texts.close }))
    await waitFor(() => expect(aria.getByRole("heading", { name: "Aria" })).toHaveFocus())
  },
}

/** From the keyboard: Enter opens the question, Escape leaves it, and focus is back on Use. */
export const ByKeyboard: Story = {
  name: "By keyboard",
  play: async ({ canvasElement, args }) => {
    const use = within(canvasElement).getByRole("button", { name: `Use ${unstuck} for Aria` })
    use.focus()
    await userEvent.keyboard("{Enter}")
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: unstuck })
    await waitFor(() => expect(within(dialog).getByRole("button", { name: texts.cancel })).toHaveFocus())
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(use).toHaveFocus())
    await expect(args.onUse).not.toHaveBeenCalled()
  },
}

export const NoCharacters: Story = {
  name: "No characters yet",
  args: { services: loaded({ characters: [], loginStuck: false, recent: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.noCharacters)).toBeVisible()
  },
}

export const NothingUsedYet: Story = {
  name: "No recent services",
  tags: ["visual"],
  args: { services: loaded({ characters: [storyAria], loginStuck: false, recent: [] }) },
  play: async ({ canvasElement }) => {
    const recent = within(within(canvasElement).getByRole("region", { name: texts.recent }))
    await expect(recent.getByText(texts.noRecent)).toBeVisible()
    await expect(recent.queryByRole("table")).toBeNull()
  },
}

export const Loading: Story = {
  tags: ["visual"],
  args: { services: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(texts.loading)
  },
}

export const LoadFailed: Story = {
  name: "Failed to load",
  args: { services: { status: "failed" } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("alert")).toHaveTextContent(texts.loadFailed)
    await userEvent.click(page.getByRole("button", { name: "Try again" }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** On a small phone: nothing wider than the screen, and every button big enough for a thumb. */
export const Phone: Story = {
  name: "Small phone",
  tags: ["visual"],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "320px" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector("article") as HTMLElement
    // The styles may still be arriving when the story has rendered: measured once they are in.
    for (const button of within(page).getAllByRole("button"))
      await waitFor(() => expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44))
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
    // Nothing inside scrolls sideways either, the recent services' table included.
    for (const part of page.querySelectorAll('section, li, dl, [role="group"]'))
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth)
  },
}
