// Every story is checked with axe in its own theme by the a11y addon. This checks it once more in
// the second theme, daybreak, on the page as the story left it (after its play function), by swapping
// the theme class on <html> the way the preview's decorator applies it. No re-render, no re-run of
// the play function, no screenshots: daybreak's visual baselines stay on its few `…Daybreak` stories.
import axe from "axe-core"
import type { Page } from "playwright"

/** The theme every story is checked in a second time. */
export const secondTheme = "daybreak"

/** What a story can say about its axe check (`parameters.a11y`), as the a11y addon reads it. */
interface A11yParameters {
  readonly disable?: boolean
  readonly test?: "error" | "todo" | "off"
  readonly config?: { readonly rules?: ReadonlyArray<{ readonly id: string; readonly enabled: boolean }> }
  readonly options?: Record<string, unknown>
}

interface Violation {
  readonly id: string
  readonly impact: string | null | undefined
  readonly help: string
  readonly targets: ReadonlyArray<string>
}

/**
 * Runs axe with the story's own rules with the second theme applied, then puts the story's theme
 * back. Returns the violations, or null when the story is not checked: its violations do not fail it
 * (`test` other than "error", the preview's default), or it is already shown in the second theme,
 * so the a11y addon checked it there.
 */
const violationsInSecondTheme = async (page: Page, a11y: A11yParameters) => {
  if (a11y.disable === true || a11y.test !== "error") return null
  if (await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe === "undefined")) {
    await page.addScriptTag({ content: axe.source })
  }
  return page.evaluate(
    async ({ theme, config, options }) => {
      const themes = (globalThis as unknown as { gatehouseThemeClasses: Record<string, string> })
        .gatehouseThemeClasses
      const page = globalThis as unknown as { axe: typeof axe }
      const root = document.documentElement
      const target = themes[theme]
      if (target === undefined) throw new Error(`The preview offers no theme named ${theme}.`)
      if (root.classList.contains(target)) return null
      const shown = Object.values(themes).filter((name) => root.classList.contains(name))
      // Colour transitions would let axe read colours halfway between the themes. Endless
      // animations (a spinner) cannot be finished and change no colour, so they are left running.
      const settle = () => {
        for (const animation of document.getAnimations()) {
          const endless = animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY
          if (!endless && animation.playbackRate !== 0) animation.finish()
        }
      }
      // Whatever happens, the story's own theme is put back, or the next story would be shown in
      // the second theme.
      try {
        root.classList.remove(...shown)
        root.classList.add(target)
        settle()
        page.axe.reset()
        // As the a11y addon does: landmark checks are off unless a story turns them on.
        page.axe.configure({ rules: [{ id: "region", enabled: false }, ...(config?.rules ?? [])] })
        const result = await page.axe.run(
          {
            include: document.body,
            exclude: [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"],
          },
          options ?? {},
        )
        return result.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(" ")),
        }))
      } finally {
        root.classList.remove(target)
        root.classList.add(...shown)
        settle()
      }
    },
    { theme: secondTheme, config: a11y.config, options: a11y.options },
  )
}

/** Fails the story with a readable list when axe finds anything in the second theme. */
export const checkInSecondTheme = async (page: Page, a11y: A11yParameters = {}) => {
  const violations: ReadonlyArray<Violation> | null = await violationsInSecondTheme(page, a11y)
  if (violations === null || violations.length === 0) return
  const lines = violations.map(
    (violation) =>
      `- ${violation.id} (${violation.impact ?? "no impact given"}): ${violation.help}\n    ${violation.targets.join("\n    ")}`,
  )
  throw new Error(`Accessibility violations in the ${secondTheme} theme:\n${lines.join("\n")}`)
}
