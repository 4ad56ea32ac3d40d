import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyDownloadMirrors, storyDownloads, storyRequirements } from "../../fixtures/news.ts"
import { onTestClock, testClockOf } from "../../fixtures/storyClock.tsx"
import { Downloads, type DownloadsProps } from "./Downloads.tsx"
import { downloadTexts } from "./downloadTexts.ts"

const meta = {
  title: "Screens/Downloads",
  component: Downloads,
  args: {
    downloads: { status: "loaded", value: storyDownloads },
    requirements: { status: "loaded", value: storyRequirements },
  },
} satisfies Meta<typeof Downloads>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  name: "Two mirrors and requirements",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: downloadTexts.heading })).toBeVisible()
    await expect(canvas.getByText(downloadTexts.chooseOne)).toBeVisible()
    const mirror = canvas.getByRole("link", { name: "Mirror 1 Full client, 4.2 GB" })
    await expect(mirror).toHaveAttribute("href", storyDownloads[0]?.link_address)
    await expect(within(mirror).getByText("Mirror 1")).toBeVisible()
    await expect(canvas.getByRole("link", { name: downloadTexts.fullGuide })).toHaveAttribute(
      "href",
      "/instructions",
    )
    await expect(canvas.getByRole("link", { name: downloadTexts.quickGuide })).toHaveAttribute(
      "href",
      "/characters",
    )
    const requirements = canvas.getByRole("table", { name: downloadTexts.requirementsHeading })
    for (const label of [
      "CPU",
      "RAM",
      "Graphics Card",
      "Disk Space",
      "DirectX",
      "Connection Speed",
      "Operating System",
    ])
      await expect(within(requirements).getByRole("rowheader", { name: label })).toBeVisible()
    await expect(within(requirements).getByRole("columnheader", { name: "Minimum" })).toBeVisible()
    await expect(within(requirements).getByRole("columnheader", { name: "Recommended" })).toBeVisible()
    await expect(canvas.getByText(downloadTexts.singleClient)).toBeVisible()
  },
}

/**
 * Mirrors that serve their own pictures: each link still says which mirror it is and what it offers,
 * in words on the link itself.
 */
export const MirrorsWithPictures: Story = {
  name: "Four mirrors with their pictures",
  tags: ["visual"],
  args: { downloads: { status: "loaded", value: storyDownloadMirrors } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const entry of storyDownloadMirrors) {
      const link = canvas.getByRole("link", { name: `${entry.link_name} ${entry.link_description}` })
      await expect(link).toHaveAttribute("href", entry.link_address)
      await expect(within(link).getByText(entry.link_name)).toBeVisible()
      await expect(within(link).getByText(entry.link_description ?? "")).toBeVisible()
    }
  },
}

export const Loading: Story = {
  args: { downloads: { status: "loading" }, requirements: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("status")).toHaveLength(2)
  },
}

/** Failed loads still leave the guides and the warning; the links read as none available. */
export const Failed: Story = {
  name: "Failed to load",
  args: { downloads: { status: "failed" }, requirements: { status: "failed" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(downloadTexts.noLinks)).toBeVisible()
    await expect(canvas.getByText(downloadTexts.requirementsFailed)).toBeVisible()
    await expect(canvas.getByRole("link", { name: downloadTexts.fullGuide })).toBeVisible()
  },
}

/** The refresh action clears the downloads cache and loads the links again. */
export const RefreshReloadsLinks: Story = {
  args: { onRefresh: fn() },
  // The reload answers 50 ms later on the story's test clock, when the play function says so.
  ...onTestClock(),
  render: function Refreshing(args, context) {
    const clock = testClockOf(context)
    const [downloads, setDownloads] = useState<DownloadsProps["downloads"]>(args.downloads)
    return (
      <Downloads
        {...args}
        downloads={downloads}
        isRefreshing={downloads.status === "loading"}
        onRefresh={() => {
          args.onRefresh?.()
          setDownloads({ status: "loading" })
          clock.schedule(50, () => setDownloads(args.downloads))
        }}
      />
    )
  },
  play: async ({ args, canvasElement, ...context }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Refresh download links" }))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
    await expect(canvas.getByRole("status")).toHaveTextContent(downloadTexts.loadingLinks)
    testClockOf(context).advance(50)
    await expect(await canvas.findByRole("link", { name: "Mirror 2 Full client, 4.2 GB" })).toBeVisible()
  },
}
