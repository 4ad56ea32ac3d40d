import type { Preview } from "@storybook/react-vite"
import { configure } from "storybook/test"
// Stories show the default theme's display face, as the portal does (an opt-in stylesheet of the ui).
import "../packages/ui/src/theme/fonts/display-face.css"
import { languageGlobal, withLanguage } from "./language.tsx"
import { themeClasses, themeGlobal, withTheme } from "./theme.tsx"
import { viewportOptions } from "./viewports.ts"

// A play function's `findBy…` and `waitFor` wait for what a story shows after a click or a timer.
// Testing Library gives up after one second; on a busy two-core machine a story's lazy part or
// first render can take longer than that, so they wait as long as a person would before calling it broken.
configure({ asyncUtilTimeout: 10_000 })

// The test-runner checks every story again in the second theme by swapping these classes on <html>
// (see test-runner.ts); the names are generated at build time, so the page tells it what they are.
Object.assign(globalThis, { gatehouseThemeClasses: themeClasses })

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withLanguage, withTheme],
  globalTypes: { theme: themeGlobal, language: languageGlobal },
  initialGlobals: { theme: "default", language: "en" },
  parameters: {
    layout: "padded",
    // An axe violation fails the story (and the test-runner run).
    a11y: { test: "error" },
    // Keyed by the names the address uses: `?globals=viewport:phone` opens a story at 390 × 844.
    viewport: { options: viewportOptions },
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
}

export default preview
