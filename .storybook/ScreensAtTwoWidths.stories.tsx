import type { Meta, StoryObj } from "@storybook/react-vite"
import { type CSSProperties, type RefObject, useEffect, useId, useRef, useState } from "react"
import { expect, userEvent, within } from "storybook/test"
import { vars } from "../packages/ui/src/index.ts"
import { IsolatedPreview } from "./IsolatedPreview.tsx"
import { shownTheme, type ThemeName } from "./theme.tsx"
import { reviewedViewports, type ViewportName, viewportSizes } from "./viewports.ts"

/** One screen of the portal and the stories (states) it has, in the sidebar's order. */
interface Screen {
  readonly title: string
  readonly states: ReadonlyArray<{ readonly id: string; readonly name: string }>
}

interface IndexEntry {
  readonly id: string
  readonly title: string
  readonly name: string
  readonly type: "story" | "docs"
}

/** The portal's pages, and the frame they sit in. */
const isScreen = (title: string) => title.startsWith("Screens/") || title === "Frame/Frame"

/**
 * Reads the screens from the Storybook's own index, the list its sidebar shows, so a new screen or
 * state appears here without anyone listing it. The index sits beside the preview in a static build
 * and on the development server alike.
 */
const loadScreens = async (): Promise<ReadonlyArray<Screen>> => {
  const response = await fetch(new URL("index.json", document.baseURI))
  const index = (await response.json()) as { entries: Record<string, IndexEntry> }
  const screens = new Map<string, Array<Screen["states"][number]>>()
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== "story" || !isScreen(entry.title)) continue
    screens.set(entry.title, [...(screens.get(entry.title) ?? []), { id: entry.id, name: entry.name }])
  }
  return [...screens].map(([title, states]) => ({ title, states }))
}

/** The desktop frame is drawn at half size so both widths fit beside each other on a laptop. */
const desktopScale = 0.5

/** A story alone at one width and theme, as the preview shows it; the address is Storybook's own. */
const storyAddress = (id: string, theme: ThemeName) =>
  `iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`

/**
 * True from the moment the element is first on screen. Each frame boots a whole Storybook preview,
 * so only the screens a designer has scrolled to load: the browser's own lazy loading starts frames
 * well below the fold, several screens' worth at once.
 */
const useOnceOnScreen = (element: RefObject<Element | null>) => {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const target = element.current
    if (shown || target === null) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, shown])
  return shown
}

const text: CSSProperties = { color: vars.color.text, fontFamily: vars.font.body }

const StoryFrame = ({
  screen,
  state,
  viewport,
  theme,
}: {
  screen: string
  state: Screen["states"][number]
  viewport: ViewportName
  theme: ThemeName
}) => {
  const { title, width, height } = viewportSizes[viewport]
  const scale = viewport === "desktop" ? desktopScale : 1
  const box = useRef<HTMLDivElement>(null)
  const shown = useOnceOnScreen(box)
  return (
    <figure style={{ margin: 0, display: "grid", gap: vars.space.xs, alignContent: "start" }}>
      <figcaption style={{ ...text, fontSize: vars.fontSize.small }}>
        {title}, {width} × {height}
        {scale === 1 ? "" : ` (shown at ${scale * 100} %)`}
      </figcaption>
      <div
        ref={box}
        style={{
          width: width * scale,
          height: height * scale,
          overflow: "hidden",
          border: `1px solid ${vars.color.border}`,
        }}
      >
        {shown ? (
          <IsolatedPreview
            title={`${screen}, ${state.name}, at ${title.toLowerCase()} width`}
            address={storyAddress(state.id, theme)}
            width={width}
            height={height}
            style={{ transform: `scale(${scale})`, transformOrigin: "top left" }}
          />
        ) : null}
      </div>
    </figure>
  )
}

const ScreenRow = ({ screen, theme }: { screen: Screen; theme: ThemeName }) => {
  const [stateId, setStateId] = useState(screen.states[0]?.id)
  const state = screen.states.find((candidate) => candidate.id === stateId) ?? screen.states[0]
  const selectId = useId()
  if (state === undefined) return null
  const name = screen.title.replace(/^(Screens|Frame)\//, "")
  return (
    <section aria-label={name} style={{ display: "grid", gap: vars.space.sm }}>
      <h2 style={{ ...text, margin: 0, fontFamily: vars.font.display }}>{name}</h2>
      <div style={{ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" }}>
        <label htmlFor={selectId} style={text}>
          State
        </label>
        <select
          id={selectId}
          value={state.id}
          onChange={(event) => setStateId(event.target.value)}
          style={{
            ...text,
            minHeight: 44,
            background: vars.color.surface,
            border: `1px solid ${vars.color.border}`,
            fontSize: vars.fontSize.body,
          }}
        >
          {screen.states.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
        <a href={`./?path=/story/${state.id}`} target="_top" style={{ color: vars.color.link }}>
          Open {name}, {state.name} on its own
        </a>
      </div>
      <div style={{ display: "flex", flexWrap: "wrap", gap: vars.space.lg, alignItems: "start" }}>
        {reviewedViewports.map((viewport) => (
          <StoryFrame key={viewport} screen={name} state={state} viewport={viewport} theme={theme} />
        ))}
      </div>
    </section>
  )
}

const ScreensAtTwoWidths = ({ screens, theme }: { screens: ReadonlyArray<Screen>; theme: ThemeName }) => (
  <main style={{ display: "grid", gap: vars.space.xl }}>
    <header style={{ display: "grid", gap: vars.space.sm, maxWidth: "70ch" }}>
      <h1 style={{ ...text, margin: 0, fontFamily: vars.font.display }}>
        Every screen at phone and desktop width
      </h1>
      <p style={{ ...text, margin: 0 }}>
        Each of the portal's {screens.length} screens, at the two widths its pictures are approved at, in the
        theme the toolbar shows. Pick another state of a screen to see both widths change together; the frames
        load as you scroll to them. Each frame is the story itself, so you can scroll it and use it.
      </p>
    </header>
    {screens.map((screen) => (
      <ScreenRow key={screen.title} screen={screen} theme={theme} />
    ))}
  </main>
)

const meta = {
  title: "Designer/Every screen at two widths",
  // A Docs page would stack this page of eighty frames under itself again.
  tags: ["!autodocs"],
  parameters: {
    layout: "padded",
    a11y: {
      // Each framed screen is a story of its own, checked by axe there in both themes; here axe
      // checks the page around them, without waiting on eighty previews to answer from their frames.
      options: { iframes: false },
    },
  },
  loaders: [async () => ({ screens: await loadScreens() })],
  render: (_args, context) => (
    <ScreensAtTwoWidths
      screens={(context.loaded as { screens: ReadonlyArray<Screen> }).screens}
      theme={shownTheme(context)}
    />
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Every screen has its row; both widths of a screen follow the state picked for it. */
export const EveryScreen: Story = {
  name: "Every screen",
  // Run by the test-runner like any story (5.7 s on a quiet machine). Only the first rows' frames
  // load within its viewport; what every frame shows is tested story by story.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole("region", { name: "Home" })).toBeInTheDocument()
    await expect(canvas.getByRole("region", { name: "Register" })).toBeInTheDocument()
    await expect(canvas.getByRole("region", { name: "Frame" })).toBeInTheDocument()

    const [first] = canvas.getAllByRole("region")
    if (first === undefined) throw new Error("The page shows no screen.")
    const row = within(first)
    const screen = first.getAttribute("aria-label")
    const phone = (await row.findByTitle(/, at phone width$/)) as HTMLIFrameElement
    const desktop = (await row.findByTitle(/, at desktop width$/)) as HTMLIFrameElement
    await expect(phone.width).toBe(String(viewportSizes.phone.width))
    await expect(desktop.width).toBe(String(viewportSizes.desktop.width))

    const state = row.getByRole("combobox", { name: "State" }) as HTMLSelectElement
    const other = state.options[1]
    if (other === undefined) throw new Error(`${screen} has one state only.`)
    await userEvent.selectOptions(state, other)
    await expect(phone).toHaveAttribute("title", `${screen}, ${other.text}, at phone width`)
    await expect(desktop).toHaveAttribute("title", `${screen}, ${other.text}, at desktop width`)
    await expect(phone.srcdoc).toContain(`id=${other.value}&amp;`)
    await expect(desktop.srcdoc).toContain(`id=${other.value}&amp;`)
  },
}
