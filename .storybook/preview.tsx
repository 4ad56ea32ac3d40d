import type { Decorator, Preview } from "@storybook/react-vite"
import { useEffect } from "react"
import { action } from "storybook/actions"
import { configure } from "storybook/test"
import { daybreakThemeClass, NavigationProvider, themeClass, vars } from "../packages/ui/src/index.ts"
// Stories show the default theme's display face, as the portal does (an opt-in stylesheet of the ui).
import "../packages/ui/src/theme/fonts/display-face.css"

// A play function's `findBy…` and `waitFor` wait for what a story shows after a click or a timer.
// Testing Library gives up after one second; on a busy two-core machine a story's lazy part or
// first render can take longer than that, so they wait as long as a person would before calling it broken.
configure({ asyncUtilTimeout: 10_000 })

/** The themes the toolbar offers; a story can fix one with `globals: { theme: "daybreak" }`. */
const themeClasses = { default: themeClass, daybreak: daybreakThemeClass } as const
type ThemeName = keyof typeof themeClasses

// The test-runner checks every story again in the second theme by swapping these classes on <html>
// (see test-runner.ts); the names are generated at build time, so the page tells it what they are.
Object.assign(globalThis, { gatehouseThemeClasses: themeClasses })

const themeGlobal = {
  description: "The theme every story is shown in",
  toolbar: {
    title: "Theme",
    icon: "paintbrush",
    items: [
      { value: "default", title: "Default (night)" },
      { value: "daybreak", title: "Daybreak (light)" },
    ],
    dynamicTitle: true,
  },
} satisfies NonNullable<Preview["globalTypes"]>[string]

/**
 * The chosen theme goes on <html>, as in the portal, so overlays rendered into <body> (dialogs)
 * are themed too. Links route through the ui's navigation, so a click in a story never leaves it.
 */
const withTheme: Decorator = (Story, context) => {
  const chosenTheme = themeClasses[context.globals.theme as ThemeName] ?? themeClass
  useEffect(() => {
    const root = document.documentElement
    root.classList.add(chosenTheme)
    document.body.style.margin = "0"
    document.body.style.background = vars.color.background
    return () => root.classList.remove(chosenTheme)
  }, [chosenTheme])
  const isFullscreen = context.parameters.layout === "fullscreen"
  return (
    <NavigationProvider navigate={action("navigate")}>
      <div
        style={{
          minHeight: "100vh",
          boxSizing: "border-box",
          padding: isFullscreen ? 0 : vars.space.xl,
          background: vars.color.background,
          color: vars.color.text,
          fontFamily: vars.font.body,
          fontSize: vars.fontSize.body,
          lineHeight: vars.lineHeight.body,
        }}
      >
        <Story />
      </div>
    </NavigationProvider>
  )
}

/** Every story is checked at a phone width and at a desktop width. */
const viewports = {
  phone: { name: "Phone (390 × 844)", styles: { width: "390px", height: "844px" }, type: "mobile" },
  tablet: { name: "Tablet (768 × 1024)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: { name: "Desktop (1280 × 800)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: { theme: themeGlobal },
  initialGlobals: { theme: "default" },
  parameters: {
    layout: "padded",
    // An axe violation fails the story (and the test-runner run).
    a11y: { test: "error" },
    viewport: { options: viewports },
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
}

export default preview
