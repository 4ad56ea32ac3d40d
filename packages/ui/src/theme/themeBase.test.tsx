// A component another server renders on its own, with no Frame around it, must still read in the
// theme's type. Vitest does not load the package's stylesheets, so this compiles the theme's real
// stylesheet with vanilla-extract's own compiler (as the build does) and puts it in the page.
import { resolve } from "node:path"
import { cleanup, render } from "@testing-library/react"
import { createCompiler } from "@vanilla-extract/compiler"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { CurrencyAmount } from "../components/CurrencyAmount/CurrencyAmount.tsx"
import { daybreakThemeClass, themeClass } from "./defaultTheme.ts"
import { defaultTokens } from "./tokens.ts"

let css = ""
const stylesheet = document.createElement("style")

beforeAll(async () => {
  const compiler = createCompiler({ root: resolve(import.meta.dirname, "../.."), enableFileWatcher: false })
  try {
    await compiler.processVanillaFile(resolve(import.meta.dirname, "theme.css.ts"))
    css = compiler.getAllCss()
  } finally {
    await compiler.close()
  }
  stylesheet.textContent = css
  document.head.append(stylesheet)
}, 60_000)

afterAll(() => stylesheet.remove())
afterEach(cleanup)

/** The declarations of the rule whose selector is exactly `selector`. */
const declarationsOf = (selector: string): string => {
  const start = css.indexOf(`${selector} {`)
  if (start === -1) throw new Error(`No rule for ${selector} in the theme's stylesheet`)
  return css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start))
}

const genericFamilyOf = (stack: string): string | undefined => stack.split(",").at(-1)?.trim()

describe.each([
  ["the default theme", themeClass],
  ["the daybreak theme", daybreakThemeClass],
])("%s's class", (_name, className) => {
  it("gives the element carrying it the body text, behind :where() so operators win", () => {
    const base = declarationsOf(`:where(.${className})`)
    expect(base).toContain("color: var(--gh-color-text)")
    expect(base).toContain("font-family: var(--gh-font-body)")
    expect(base).toContain("font-size: var(--gh-font-size-body)")
    expect(base).toContain("line-height: var(--gh-line-height-body)")
    expect(base).toContain("-webkit-text-size-adjust: 100%")
  })

  it("sizes every element inside it by its border box", () => {
    const sizing = declarationsOf(`:where(.${className} *, .${className} *::before, .${className} *::after)`)
    expect(sizing).toContain("box-sizing: border-box")
  })

  it("paints the page only where it is on <html>, never a wrapper", () => {
    expect(declarationsOf(`:where(html.${className} > body)`)).toContain(
      "background: var(--gh-color-background)",
    )
    expect(declarationsOf(`:where(.${className})`)).not.toMatch(/(^|;)\s*background(-color)?:/)
  })

  it("reaches a component rendered on its own inside a wrapper", () => {
    const { getByText } = render(
      <div className={className}>
        <CurrencyAmount amount={12} section={2} />
      </div>,
    )
    expect(getComputedStyle(getByText("12.00")).fontFamily).toBe(defaultTokens.font.body)
  })
})

describe("the theme's font stacks", () => {
  it("never end in the browser's default serif", () => {
    expect(genericFamilyOf(defaultTokens.font.body)).toBe("sans-serif")
    expect(genericFamilyOf(defaultTokens.font.display)).toBe("sans-serif")
    expect(defaultTokens.font.display.startsWith('"Cinzel"')).toBe(true)
  })

  it("are what a component outside any theme class would not get", () => {
    const { getByText } = render(<CurrencyAmount amount={12} section={2} />)
    expect(getComputedStyle(getByText("12.00")).fontFamily).not.toBe(defaultTokens.font.body)
  })
})
