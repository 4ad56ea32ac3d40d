import { voteMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { type ComponentType, useState } from "react"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { onTestClock, testClockOf } from "../../fixtures/storyClock.tsx"
import {
  storyAlmostOpen,
  storyArena,
  storyArrivedVote,
  storyGtop,
  storyTopg,
  storyVotePage,
  storyVotePageAfterArrival,
  storyXtreme,
} from "../../fixtures/votes.ts"
import { newTabHint } from "../../navigation/newTabHint.ts"
import type { LoadState } from "../loadable.ts"
import { Vote } from "./Vote.tsx"
import { confirmedText, cooldownText, votePageTexts as texts } from "./votePageTexts.ts"
import type { VotePageOnPage, VoteSiteOnPage } from "./votesOnPage.ts"

/**
 * A vote link opens the toplist in a new tab; in a story it must not: the click still reaches the
 * page (it starts waiting), the browser just does not follow it.
 */
const withoutLeaving = (Story: ComponentType) => (
  <div onClickCapture={(event) => event.preventDefault()}>
    <Story />
  </div>
)

const onStoryClock = onTestClock()

/** At the stories' instant (Nov 21, 2026, 9:05 PM in Manila), on a clock only the plays move. */
const meta = {
  title: "Screens/Vote",
  component: Vote,
  loaders: onStoryClock.loaders,
  decorators: [...onStoryClock.decorators, withoutLeaving],
  args: {
    title: "Vote",
    page: { status: "loaded", value: storyVotePage },
    onRetry: fn(),
    onVote: fn(),
  },
} satisfies Meta<typeof Vote>

export default meta
type Story = StoryObj<typeof meta>

const loaded = (change: Partial<VotePageOnPage>): LoadState<VotePageOnPage> => ({
  status: "loaded",
  value: { ...storyVotePage, ...change },
})

const cardOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("region", { name }))

const voteLinkName = (site: VoteSiteOnPage) => `Vote on ${site.name} ${newTabHint}`

/**
 * Four toplists: two to vote on now, one cooling down with the time left and when it ends, one
 * without a reward; and the player's recent votes.
 */
export const SeveralSites: Story = {
  name: "Several sites",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Vote" })).toBeVisible()
    await expect(page.getByText(voteMessages.intro)).toBeVisible()

    const gtop = cardOf(canvasElement, storyGtop.name)
    await expect(gtop.getByText("+10.00")).toBeVisible()
    await expect(gtop.getByText(cooldownText(12))).toBeVisible()
    const link = gtop.getByRole("link", { name: voteLinkName(storyGtop) })
    await expect(link).toHaveAttribute("href", storyGtop.voteUrl)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")

    const topg = cardOf(canvasElement, storyTopg.name)
    await expect(topg.getByText(/^Vote again in/)).toHaveTextContent("Vote again in 11 h 42 min")
    await expect(topg.getByText(/^Open again at/)).toHaveTextContent("Open again at Nov 22, 2026, 8:47 AM")
    await expect(topg.queryByRole("link")).toBeNull()

    await expect(cardOf(canvasElement, storyXtreme.name).getByText("+5.00")).toBeVisible()

    const arena = cardOf(canvasElement, storyArena.name)
    await expect(arena.getByText(voteMessages.noReward)).toBeVisible()
    await expect(arena.getByText(cooldownText(24))).toBeVisible()
    await expect(arena.getByRole("link", { name: voteLinkName(storyArena) })).toBeVisible()

    const recent = within(page.getByRole("table", { name: texts.recent }))
    const rows = recent.getAllByRole("row").slice(1)
    await expect(rows).toHaveLength(4)
    await expect(rows[0]).toHaveTextContent(`${storyTopg.name}Nov 21, 2026, 8:47 PM+10.00 Milleage`)
    await expect(rows[2]).toHaveTextContent(`${storyArena.name}Nov 20, 2026, 6:00 PM${texts.noRewardShort}`)
    // Nothing to tell yet: the news line is there for screen readers, and empty.
    await expect(page.getByRole("status")).toBeEmptyDOMElement()
  },
}

/** The countdown goes down minute by minute on the clock, and at zero the site's link is back. */
export const CountdownEnds: Story = {
  name: "Countdown ends",
  args: { page: loaded({ sites: [storyAlmostOpen] }) },
  play: async ({ canvasElement, ...context }) => {
    const card = cardOf(canvasElement, storyAlmostOpen.name)
    await expect(card.getByText(/^Vote again in/)).toHaveTextContent("Vote again in 2 min")
    const clock = testClockOf(context)
    clock.advance(30_000)
    await waitFor(() => expect(card.getByText(/^Vote again in/)).toHaveTextContent("Vote again in 1 min"))
    clock.advance(59_000)
    await expect(card.getByText(/^Vote again in/)).toHaveTextContent("Vote again in 1 min")
    clock.advance(1_000)
    await expect(await card.findByRole("link", { name: voteLinkName(storyAlmostOpen) })).toBeVisible()
    await expect(card.queryByText(/^Vote again in/)).toBeNull()
  },
}

/** Voting opens the site and tells the player the page waits for the site's word, politely. */
export const AfterVoting: Story = {
  name: "After voting",
  tags: ["visual"],
  render: function Voting(args) {
    const [isWaiting, setWaiting] = useState(false)
    return (
      <Vote
        {...args}
        isWaiting={isWaiting}
        onVote={(site) => {
          args.onVote(site)
          setWaiting(true)
        }}
      />
    )
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("link", { name: voteLinkName(storyGtop) }))
    await expect(args.onVote).toHaveBeenCalledWith(storyGtop)
    await expect(page.getByRole("status")).toHaveTextContent(voteMessages.waiting)
  },
}

/** From the keyboard: each open site's link in turn, the cooling one skipped; Enter votes. */
export const ByKeyboard: Story = {
  name: "By keyboard",
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.tab()
    await expect(page.getByRole("link", { name: voteLinkName(storyGtop) })).toHaveFocus()
    await userEvent.tab()
    await expect(page.getByRole("link", { name: voteLinkName(storyXtreme) })).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(args.onVote).toHaveBeenCalledWith(storyXtreme)
  },
}

/** The site confirmed the vote: said once with what it added, its countdown started, the vote listed. */
export const RewardArrived: Story = {
  name: "Reward arrived",
  tags: ["visual"],
  args: { page: loaded(storyVotePageAfterArrival), arrived: [storyArrivedVote] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("status")).toHaveTextContent(
      `${confirmedText(storyGtop.name)}: +10.00 Milleage.`,
    )
    const gtop = cardOf(canvasElement, storyGtop.name)
    await expect(gtop.getByText(/^Vote again in/)).toHaveTextContent("Vote again in 12 h")
    await expect(gtop.queryByRole("link")).toBeNull()
    const rows = within(page.getByRole("table", { name: texts.recent }))
      .getAllByRole("row")
      .slice(1)
    await expect(rows).toHaveLength(5)
    await expect(rows[0]).toHaveTextContent(`${storyGtop.name}Nov 21, 2026, 9:05 PM+10.00 Milleage`)
  },
}

/** Every site counted without a reward: each says so, and voting still opens the site. */
export const RewardsOff: Story = {
  name: "Rewards off",
  args: {
    page: loaded({
      sites: [storyGtop, storyXtreme].map((site) => ({ ...site, rewardsOn: false, reward: 0 })),
      recent: [],
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getAllByText(voteMessages.noReward)).toHaveLength(2)
    await expect(page.queryByText(/Milleage$/)).toBeNull()
    await expect(page.getAllByRole("link")).toHaveLength(2)
  },
}

export const NoSites: Story = {
  name: "No voting sites",
  tags: ["visual"],
  args: { page: loaded({ sites: [], recent: [] }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(voteMessages.none)).toBeVisible()
    await expect(page.queryByRole("link")).toBeNull()
  },
}

export const NoRecentVotes: Story = {
  name: "No recent votes",
  args: { page: loaded({ recent: [] }) },
  play: async ({ canvasElement }) => {
    const recent = within(within(canvasElement).getByRole("region", { name: texts.recent }))
    await expect(recent.getByText(texts.noRecent)).toBeVisible()
    await expect(recent.queryByRole("table")).toBeNull()
  },
}

export const Loading: Story = {
  tags: ["visual"],
  args: { page: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(texts.loading)
  },
}

export const LoadFailed: Story = {
  name: "Failed to load",
  tags: ["visual"],
  args: { page: { status: "failed" } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("alert")).toHaveTextContent(texts.loadFailed)
    await userEvent.click(page.getByRole("button", { name: texts.retry }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** On a small phone, waiting for a vote: nothing wider than the screen, every link big enough for a thumb. */
export const Phone: Story = {
  name: "Small phone",
  tags: ["visual"],
  args: { isWaiting: true },
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
    for (const link of within(page).getAllByRole("link"))
      await waitFor(() => expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44))
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
    // Nothing inside scrolls sideways either, the recent votes' table included.
    for (const part of page.querySelectorAll('section, p, [role="group"]'))
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth)
  },
}
