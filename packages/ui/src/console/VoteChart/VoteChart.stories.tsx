import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"
import { storyVoteChart } from "../../fixtures/staffVotes.ts"
import { voteConsoleTexts } from "../voteTexts.ts"
import { VoteChart } from "./VoteChart.tsx"

const meta = {
  title: "Console/VoteChart",
  component: VoteChart,
  args: { report: { status: "loaded", value: storyVoteChart } },
} satisfies Meta<typeof VoteChart>

export default meta
type Story = StoryObj<typeof meta>

/**
 * One drawing per toplist on one scale, each read out as one sentence; refused postbacks are striped
 * as well as red.
 */
export const Populated: Story = {
  name: "Thirty days",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole("img", {
        name: "GTop100: 720 counted, 16 refused in the last 30 days, the most on Nov 21 (36 counted, 2 refused).",
      }),
    ).toBeVisible()
    await expect(
      page.getByRole("img", {
        name: "TopG: 240 counted, 25 refused in the last 30 days, the most on Nov 1 (10 counted, 4 refused).",
      }),
    ).toBeVisible()
    // Switched off after 18 days, its last days are empty, not missing.
    await expect(
      page.getByRole("img", {
        name: "Top100Arena: 72 counted, 6 refused in the last 30 days, the most on Nov 1 (3 counted, 6 refused).",
      }),
    ).toBeVisible()
    await expect(page.getByText("Counted")).toBeVisible()
    await expect(page.getByText("Refused")).toBeVisible()
  },
}

/** Every figure opens in a table, the newest day on top. */
export const AsTable: Story = {
  name: "As a table",
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByText(voteConsoleTexts.showTable))
    const table = page.getByRole("table", { name: "Votes per day" })
    await expect(table).toBeVisible()
    const [head, newest] = within(table).getAllByRole("row")
    await expect(head).toHaveTextContent(
      /Day.*GTop100 counted.*GTop100 refused.*TopG counted.*TopG refused.*Top100Arena counted.*Top100Arena refused/,
    )
    await expect(newest).toHaveTextContent(/Nov 21.*36.*2.*10.*0.*0.*0/)
  },
}

/** A toplist the days name but the list does not is still drawn, by its number. */
export const Unlisted: Story = {
  name: "A toplist not listed",
  args: {
    report: {
      status: "loaded",
      value: {
        sites: [],
        days: storyVoteChart.days.map((day) => ({
          day: day.day,
          sites: day.sites.filter((site) => site.toplistId === 2).map((site) => ({ ...site, toplistId: 9 })),
        })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: /^Toplist 9: 240 counted/ })).toBeVisible()
  },
}

export const Quiet: Story = {
  name: "No postbacks",
  args: {
    report: {
      status: "loaded",
      value: { sites: storyVoteChart.sites, days: storyVoteChart.days.map((day) => ({ ...day, sites: [] })) },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "GTop100: no postbacks in the last 30 days." }),
    ).toBeVisible()
  },
}

export const Empty: Story = {
  name: "No toplist yet",
  args: { report: { status: "loaded", value: { sites: [], days: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(voteConsoleTexts.chartEmpty)).toBeVisible()
  },
}

export const Loading: Story = {
  args: { report: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { report: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(voteConsoleTexts.reportFailed)
  },
}
