import { readFileSync } from "node:fs"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { relativeName, sourceFiles } from "./sourceFiles.ts"

/**
 * Attributes whose text no one reads or hears: names for code, styles and addresses. Any other
 * attribute written as text in a component (a `label`, `aria-label`, `title`, `alt`, `placeholder`…)
 * would be English on a Filipino page.
 */
const technical = new Set([
  "className",
  "id",
  "name",
  "type",
  "href",
  "src",
  "srcSet",
  "sizes",
  "rel",
  "target",
  "role",
  "key",
  "slot",
  "lang",
  "hrefLang",
  "autoComplete",
  "inputMode",
  "method",
  "action",
  "encType",
  "accept",
  "pattern",
  "htmlFor",
  "form",
  "tone",
  "variant",
  "size",
  "icon",
  "layout",
  "kind",
  "appearance",
  "orientation",
  "placement",
  "align",
  "width",
  "height",
  "viewBox",
  "d",
  "fill",
  "stroke",
  "xmlns",
  "preserveAspectRatio",
  "loading",
  "decoding",
  "fetchPriority",
  "referrerPolicy",
  "crossOrigin",
  "as",
  "dir",
  "wrap",
  "selectionMode",
  "selectionBehavior",
  "headingLevel",
  "aria-hidden",
  "aria-live",
  "aria-current",
  "aria-haspopup",
  "aria-controls",
  "aria-labelledby",
  "aria-describedby",
  "aria-expanded",
  "aria-sort",
  "aria-atomic",
  "aria-relevant",
  "aria-busy",
  "aria-invalid",
  "aria-modal",
  "aria-orientation",
  "enterKeyHint",
  "autoCapitalize",
  "spellCheck",
  "translate",
  "part",
  "currency",
  "section",
  "iconName",
  "school",
  "element",
  "mode",
  "position",
  "side",
  "scope",
  "colSpan",
  "rowSpan",
  "step",
  "min",
  "max",
  "columns",
  "labelPlacement",
  "density",
  "state",
  "status",
  "display",
  "category",
  "emphasis",
  "shape",
  "trigger",
  "textValue",
  "sandbox",
  "allow",
  "poster",
  "preload",
  "media",
  "datetime",
  "dateTime",
  "level",
  "transform",
  "gradientTransform",
  "points",
  "gradientUnits",
  "patternUnits",
  "clipPath",
  "mask",
  "filter",
  "hrefTarget",
])

/** Words: a letter, and more than a code's single lowercase word (`primary`, `md`), or a sentence. */
const isWords = (text: string) =>
  /[A-Za-z]/.test(text) && (/\s/.test(text.trim()) || /^[A-Z]/.test(text.trim()))

interface Finding {
  readonly file: string
  readonly line: number
  readonly text: string
}

const findingsOf = (file: string): ReadonlyArray<Finding> => {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const found: Array<Finding> = []
  const report = (node: ts.Node, text: string) =>
    found.push({
      file: relativeName(file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text,
    })
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && /[A-Za-z]/.test(node.text)) report(node, node.text.trim())
    if (ts.isJsxAttribute(node) && node.initializer !== undefined) {
      const name = node.name.getText(source)
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : ts.isJsxExpression(node.initializer) &&
            node.initializer.expression !== undefined &&
            (ts.isStringLiteral(node.initializer.expression) ||
              ts.isNoSubstitutionTemplateLiteral(node.initializer.expression))
          ? node.initializer.expression.text
          : undefined
      if (value !== undefined && !technical.has(name) && !name.startsWith("data-") && isWords(value))
        report(node, `${name}="${value}"`)
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression !== undefined &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      isWords(node.expression.text)
    )
      report(node, node.expression.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe("the words of the ui's components and the portal's screens", () => {
  it("come from the catalogues: no text a person reads is written in a component", () => {
    const files = sourceFiles(".tsx")
    expect(files.length).toBeGreaterThan(200)
    const findings = files.flatMap(findingsOf).map(({ file, line, text }) => `${file}:${line} ${text}`)
    expect(findings).toEqual([])
  })
})
