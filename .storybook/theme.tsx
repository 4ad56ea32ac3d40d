import type { Decorator, Preview } from "@storybook/react-vite"
import { useEffect } from "react"
import { action } from "storybook/actions"
import { daybreakThemeClass, NavigationProvider, themeClass, vars } from "../packages/ui/src/index.ts"

/** The themes the toolbar offers; a story can pin one with `globals: { theme: "daybreak" }`. */
export const themeClasses = { default: themeClass, daybreak: daybreakThemeClass } as const
export type ThemeName = keyof typeof themeClasses

export const themeGlobal = {
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

/** What the theme choice reads from a story's context. */
interface ThemeContext {
  readonly viewMode: "story" | "docs"
  /** The toolbar's values with the story's own pinned values over them. */
  readonly globals: Readonly<Record<string, unknown>>
  /** The toolbar's values alone (Storybook puts them on every story's context at run time). */
  readonly userGlobals?: Readonly<Record<string, unknown>>
}

const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === "string" && Object.hasOwn(themeClasses, value)

/**
 * The theme a story is shown in. On its own (and in its visual test) a story keeps the theme it pins;
 * on a Docs page every story follows the toolbar. A Docs page renders all of a component's stories
 * into one document whose <html> carries one theme class, so a story that pinned its own would repaint
 * the whole page in it while the toolbar said otherwise.
 */
export const shownTheme = ({ viewMode, globals, userGlobals }: ThemeContext): ThemeName => {
  const chosen = viewMode === "docs" ? (userGlobals ?? globals).theme : globals.theme
  return isThemeName(chosen) ? chosen : "default"
}

/**
 * The chosen theme goes on <html>, as in the portal, so overlays rendered into <body> (dialogs)
 * are themed too. Links route through the ui's navigation, so a click in a story never leaves it.
 */
export const withTheme: Decorator = (Story, context) => {
  const chosenTheme = themeClasses[shownTheme(context)]
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
