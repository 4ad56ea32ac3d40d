import { classGuideTabEntries, classGuideTabName, classGuideTabs, guideStats } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"
import { anotherServerClassGuide } from "../../fixtures/siteConfigs.tsx"
import { ClassGuide } from "./ClassGuide.tsx"
import { classGuideTexts } from "./classGuideTexts.ts"

const meta = {
  title: "Screens/Class Guide",
  component: ClassGuide,
  argTypes: {
    defaultSelectedClass: { control: "select", options: classGuideTabs.map(({ key }) => key) },
  },
} satisfies Meta<typeof ClassGuide>

export default meta
type Story = StoryObj<typeof meta>

const tabNames = classGuideTabEntries.map((entry) => classGuideTabName(entry.characterClass))

/** Only the chosen tab is selected, and its panel (named by the tab, headed by the class) is the one shown. */
const expectSelected = async (canvasElement: HTMLElement, name: string, heading = name) => {
  const canvas = within(canvasElement)
  for (const tabName of tabNames)
    await expect(canvas.getByRole("tab", { name: tabName })).toHaveAttribute(
      "aria-selected",
      String(tabName === name),
    )
  const panels = canvas.getAllByRole("tabpanel")
  await expect(panels).toHaveLength(1)
  await expect(panels[0]).toHaveAccessibleName(name)
  await expect(
    within(panels[0] as HTMLElement).getByRole("heading", { level: 2, name: heading }),
  ).toBeVisible()
}

/** On load: the first tab (brawler) is selected and its panel shows; magician and shaper have no tab. */
export const Default: Story = {
  name: "Brawler selected",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: classGuideTexts.heading })).toBeVisible()
    await expect(canvas.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "brawler",
      "archer",
      "sword",
      "shaman",
      "extreme",
      "scientist",
      "assassin",
    ])
    await expectSelected(canvasElement, "Brawler")
    const weapons = canvas.getByRole("table", { name: classGuideTexts.weaponsTableName("Brawler") })
    for (const stat of guideStats)
      await expect(within(weapons).getByRole("rowheader", { name: stat })).toBeVisible()
    await expect(
      within(weapons).getByRole("columnheader", { name: classGuideTexts.weaponHeader }),
    ).toBeVisible()
    await expect(canvas.getByRole("img", { name: /^Brawler portrait/ })).toBeVisible()

    // Panels 8 and 9 are on the page with no tab to open them: hidden to the eye and to screen readers.
    for (const { key, name } of [
      { key: "magician", name: "Magician" },
      { key: "shaper", name: "Shaper" },
    ]) {
      const panel = canvasElement.querySelector(`[data-class="${key}"]`)
      await expect(panel).toHaveTextContent(name)
      await expect(panel).not.toBeVisible()
      await expect(canvas.queryByRole("heading", { name })).toBeNull()
      await expect(canvas.queryByRole("tab", { name })).toBeNull()
    }
  },
}

/** Clicking a tab turns its icon on and the others off, and shows only its own panel. */
export const SwitchingByClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("tab", { name: "Sword (Swordsman)" }))
    await expectSelected(canvasElement, "Sword (Swordsman)", "Swordsman")
    await expect(
      canvas.getByRole("table", { name: classGuideTexts.weaponsTableName("Swordsman") }),
    ).toBeVisible()
    await expect(canvas.queryByRole("heading", { level: 2, name: "Brawler" })).toBeNull()

    await userEvent.click(canvas.getByRole("tab", { name: "Scientist" }))
    await expectSelected(canvasElement, "Scientist")
    await expect(canvas.getByRole("img", { name: /^Scientist portrait/ })).toBeVisible()
  },
}

/** The tab strip works as real tabs: arrows move the selection, Home and End jump to the ends. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole("tab", { name: "Brawler" })).toHaveFocus()
    await userEvent.keyboard("{ArrowRight}")
    await expectSelected(canvasElement, "Archer")
    await expect(canvas.getByRole("tab", { name: "Archer" })).toHaveFocus()
    await userEvent.keyboard("{End}")
    await expectSelected(canvasElement, "Assassin")
    await userEvent.keyboard("{ArrowLeft}")
    await expectSelected(canvasElement, "Scientist")
    await userEvent.keyboard("{Home}")
    await expectSelected(canvasElement, "Brawler")
  },
}

/** A guide opened on another class: the scientist tab's icon is on, its panel shown. */
export const ScientistSelected: Story = {
  tags: ["visual"],
  args: { defaultSelectedClass: "gunner" },
  play: async ({ canvasElement }) => {
    await expectSelected(canvasElement, "Scientist")
  },
}

/** Another server's guide: its own words for three classes, so three tabs and nothing listed below them. */
export const AnotherServersClassTexts: Story = {
  name: "Another server's class texts",
  args: {
    classes: anotherServerClassGuide,
    intro: "Three orders keep the academy safe after dark. Choose one to see how it fights.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "brawler",
      "archer",
      "shaman",
    ])
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Gate warden")
    await expect(canvas.getByText(/Three orders keep the academy safe/)).toBeVisible()
    await expect(canvasElement.querySelectorAll("section[hidden]")).toHaveLength(0)
  },
}
