// Each component, screen and frame part owns its styles: a `.css.ts` is imported only from its own
// folder, and what several parts share lives in `src/theme/` (the contract and its style fragments)
// or in a component of its own. Component styles use the theme's roles, never raw colours, so a
// server's theme restyles everything (docs/adr/0018, docs/adr/0020).
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const srcDir = resolve(import.meta.dirname, "../src")
const themeDir = join(srcDir, "theme")
/** Story fixtures may draw with colours of their own; they are not part of any component's look. */
const fixturesDir = join(srcDir, "fixtures")

const sourceFiles = (readdirSync(srcDir, { recursive: true, encoding: "utf8" }) as Array<string>)
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => join(srcDir, file))

const isInside = (dir: string, file: string) => file.startsWith(dir + sep)
const shown = (file: string) => relative(srcDir, file).split(sep).join("/")

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)

/** Every module a file imports or re-exports from. */
const importsOf = (source: ts.SourceFile): ReadonlyArray<string> =>
  source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier !== undefined &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  )

/** The text of every string and template literal of a file: where a style's values are written. */
const stringsOf = (source: ts.SourceFile): ReadonlyArray<string> => {
  const found: Array<string> = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

// The CSS named colours (CSS Color Module Level 4), less the keywords a style may use freely:
// transparent, currentColor and inherit say "no colour of its own", not a colour.
const namedColours = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
  burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
  darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid
  darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet
  deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro
  ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
  lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow
  lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine
  mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise
  mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab
  orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru
  pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown
  seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan
  teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen`.split(/\s+/),
)

/** The raw colours a piece of style text holds: hex, functional notations and named colours. */
const rawColoursIn = (text: string): ReadonlyArray<string> => [
  ...(text.match(/#[0-9a-f]{3,8}\b/gi) ?? []),
  ...(text.match(/\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi) ?? []),
  ...(text.match(/[a-z]+/gi) ?? []).filter((word) => namedColours.has(word.toLowerCase())),
]

describe("style boundaries", () => {
  it("find the package's sources", () => {
    expect(sourceFiles.length).toBeGreaterThan(100)
  })

  it("import a .css.ts only from its own folder (the theme is shared)", () => {
    const crossings = sourceFiles.flatMap((file) =>
      importsOf(parse(file))
        .filter((specifier) => specifier.startsWith(".") && /\.css(\.ts)?$/.test(specifier))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((imported) => dirname(imported) !== dirname(file) && !isInside(themeDir, imported))
        .map((imported) => `${shown(file)} imports ${shown(imported)}`),
    )
    expect(crossings, "styles imported from another folder").toEqual([])
  })

  it("keep raw colours out of component, screen and frame styles", () => {
    const styleFiles = sourceFiles.filter(
      (file) => file.endsWith(".css.ts") && !isInside(themeDir, file) && !isInside(fixturesDir, file),
    )
    expect(styleFiles.length).toBeGreaterThan(50)
    const coloured = styleFiles.flatMap((file) =>
      stringsOf(parse(file))
        .flatMap(rawColoursIn)
        .map((colour) => `${shown(file)}: ${colour}`),
    )
    expect(coloured, "raw colours in styles (use or add a theme role)").toEqual([])
  })

  it("recognise every way of writing a raw colour", () => {
    expect(rawColoursIn("1px solid #ffcc00")).toEqual(["#ffcc00"])
    expect(rawColoursIn("0 0 4px rgba(0, 0, 0, 0.5)")).toEqual(["rgba("])
    expect(rawColoursIn("hsl(40 80% 50%)")).toEqual(["hsl("])
    expect(rawColoursIn("2px solid White")).toEqual(["White"])
    expect(rawColoursIn("linear-gradient(90deg, transparent, currentColor)")).toEqual([])
    expect(rawColoursIn("&[data-selected] > span")).toEqual([])
  })
})
