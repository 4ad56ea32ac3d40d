import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { vars } from "../packages/ui/src/index.ts"
import { framedPreviewDocument, IsolatedPreview } from "./IsolatedPreview.tsx"
import { shownTheme, type ThemeName, themeClasses } from "./theme.tsx"

/** A Docs page with a story that pins the daybreak theme for its own visual test. */
const pinnedDocs = {
  docsId: "components-itemcard--docs",
  pinnedStoryId: "components-itemcard--hot-ribbon-daybreak",
}

const docsAddress = (theme: ThemeName) =>
  `iframe.html?id=${pinnedDocs.docsId}&viewMode=docs&globals=theme:${theme}`

const DocsInTheme = ({ theme }: { theme: ThemeName }) => (
  <div style={{ display: "grid", gap: vars.space.sm, color: vars.color.text, fontFamily: vars.font.body }}>
    <p style={{ margin: 0, maxWidth: "70ch" }}>
      The Docs page of Components/ItemCard, opened with the toolbar on “{theme}”. One of its stories shows the
      daybreak theme when opened on its own; on the Docs page it follows the toolbar like the others.
    </p>
    <IsolatedPreview
      title="Components/ItemCard Docs page"
      address={docsAddress(theme)}
      width={1280}
      height={720}
      style={{ border: `1px solid ${vars.color.border}`, maxWidth: "100%" }}
    />
  </div>
)

/** The framed page's theme classes on <html>, once its pinned story has rendered. */
const themeOfFramedDocs = async (canvasElement: HTMLElement) => {
  const frame = canvasElement.querySelector("iframe")
  if (frame === null) throw new Error("The Docs page is not framed.")
  return waitFor(
    () => {
      const framed = framedPreviewDocument(frame)
      // Docs pages put each story under an anchor named after it.
      const pinned = framed?.getElementById(`anchor--${pinnedDocs.pinnedStoryId}`)
      if (framed == null || pinned?.querySelector("article") == null) {
        throw new Error("The Docs page has not rendered its daybreak story yet.")
      }
      return Object.entries(themeClasses)
        .filter(([, className]) => framed.documentElement.classList.contains(className))
        .map(([name]) => name)
    },
    // A whole Docs page boots in the frame: its own preview, then ten stories.
    { timeout: 45_000 },
  )
}

const meta = {
  title: "Designer/Docs pages follow the toolbar",
  tags: ["!autodocs"],
  parameters: {
    a11y: {
      // The framed Docs page's stories are each checked as stories of their own; axe checks the page
      // around the frame here.
      options: { iframes: false },
    },
  },
  render: (_args, context) => <DocsInTheme theme={shownTheme(context)} />,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * The framed Docs page is in the toolbar's theme all through, its daybreak story included. The
 * test-runner opens it with the toolbar on night, the theme that story does not pin.
 */
export const InTheToolbarsTheme: Story = {
  name: "Docs page in the toolbar's theme",
  play: async ({ canvasElement, ...context }) => {
    await expect(await themeOfFramedDocs(canvasElement)).toEqual([shownTheme(context)])
  },
}
