import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import { onTestClock, testClockOf } from "../../fixtures/storyClock.tsx"
import { ServerInfo, type ServerInfoLoad, type ServerInfoPicture } from "./ServerInfo.tsx"
import { serverInfoTexts } from "./serverInfoTexts.ts"

/** An original plate drawn inline (rows of facts as bars), so the stories need no served file. */
const storyPicture: ServerInfoPicture = {
  imageUrl: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 420"><rect width="640" height="420" fill="#141a3a"/><rect x="12" y="12" width="616" height="396" rx="14" fill="none" stroke="#e9b949" stroke-width="3"/><rect x="200" y="56" width="240" height="28" rx="6" fill="#e9b949"/><g fill="#bcc5e3"><rect x="56" y="132" width="200" height="16" rx="4"/><rect x="56" y="184" width="170" height="16" rx="4"/><rect x="56" y="236" width="190" height="16" rx="4"/><rect x="56" y="288" width="160" height="16" rx="4"/><rect x="56" y="340" width="180" height="16" rx="4"/></g><g fill="#ffffff"><rect x="504" y="132" width="80" height="16" rx="4"/><rect x="464" y="184" width="120" height="16" rx="4"/><rect x="484" y="236" width="100" height="16" rx="4"/><rect x="434" y="288" width="150" height="16" rx="4"/><rect x="494" y="340" width="90" height="16" rx="4"/></g></svg>',
  )}`,
  description:
    "Server information: maximum level 300, experience rate 10 times, item drop rate 5 times, gold drop rate 5 times, schools Sacred Gate, Mystic Peak and Phoenix, server time GMT+08:00.",
}

const meta = {
  title: "Screens/Server Info",
  component: ServerInfo,
  args: { info: { status: "loaded", value: storyPicture } },
} satisfies Meta<typeof ServerInfo>

export default meta
type Story = StoryObj<typeof meta>

/** The operator's single picture, its description read as the alternative text. */
export const Loaded: Story = {
  name: "Server picture",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: serverInfoTexts.heading })).toBeVisible()
    const picture = canvas.getByRole("img", { name: storyPicture.description })
    await expect(picture).toHaveAttribute("src", storyPicture.imageUrl)
  },
}

export const Loading: Story = {
  tags: ["visual"],
  args: { info: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(serverInfoTexts.loading)
  },
}

export const Failed: Story = {
  name: "Failed to load",
  tags: ["visual"],
  args: { info: { status: "failed" }, onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("alert")).toHaveTextContent(serverInfoTexts.failed)
    await expect(canvas.queryByRole("img")).toBeNull()
    await expect(canvas.getByRole("button", { name: serverInfoTexts.retry })).toBeEnabled()
  },
}

/** A retry after a failure loads the picture again: the spinner, then the picture. */
export const RetryLoadsPicture: Story = {
  args: { info: { status: "failed" }, onRetry: fn() },
  // The reload answers 50 ms later on the story's test clock, when the play function says so.
  ...onTestClock(),
  render: function Retrying(args, context) {
    const clock = testClockOf(context)
    const [info, setInfo] = useState<ServerInfoLoad>(args.info)
    return (
      <ServerInfo
        info={info}
        onRetry={() => {
          args.onRetry?.()
          setInfo({ status: "loading" })
          clock.schedule(50, () => setInfo({ status: "loaded", value: storyPicture }))
        }}
      />
    )
  },
  play: async ({ args, canvasElement, ...context }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: serverInfoTexts.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await expect(canvas.getByRole("status")).toHaveTextContent(serverInfoTexts.loading)
    testClockOf(context).advance(50)
    await expect(await canvas.findByRole("img", { name: storyPicture.description })).toBeVisible()
    await expect(canvas.queryByRole("button", { name: serverInfoTexts.retry })).toBeNull()
  },
}
