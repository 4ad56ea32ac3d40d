import { describe, expect, it } from "vitest"
import { assetsOf, cspHashOf } from "../src/pages/pageAssets.ts"
import { withBody } from "../src/pages/pageBody.ts"

const noAssets = { stylesheets: [], scripts: [] }

const shell = `<!doctype html>
<html lang="en">
  <head><title>Gatehouse</title></head>
  <body>
    <div id="root"></div>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </body>
</html>`

describe("a server-rendered page", () => {
  it("carries the render in its root, naming its parts, the answers beside it and the theme on <html>", () => {
    const html = withBody(shell, {
      html: "<h1>News</h1>",
      themeClass: "theme_1",
      answers: { news: [1] },
      modules: ["src/content/NewsScreen.tsx", "src/economy/ShopSidebar.tsx"],
      assets: { stylesheets: ["/assets/News.css"], scripts: ["/assets/News.js"] },
    })
    expect(html).toContain('<html lang="en" class="theme_1">')
    expect(html).toContain(
      '<div id="root" data-parts="src/content/NewsScreen.tsx src/economy/ShopSidebar.tsx"><h1>News</h1></div>',
    )
    expect(html).toContain('<script type="application/json" id="gatehouse-answers">{"news":[1]}</script>')
    expect(html.indexOf("/assets/News.css")).toBeLessThan(html.indexOf("</head>"))
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/News.js">')
  })

  it("loads its scripts through the boot module once painted, when the build has one", () => {
    const html = withBody(shell, {
      html: "<h1>News</h1>",
      themeClass: "theme_1",
      answers: {},
      modules: ["src/content/NewsScreen.tsx"],
      assets: {
        stylesheets: ["/assets/News.css"],
        scripts: ["/assets/News.js", "/assets/table.js"],
        boot: "/assets/boot.js",
      },
    })
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot.js" data-entry="/assets/index.js" ' +
        'data-part-scripts="/assets/News.js /assets/table.js"></script>',
    )
    expect(html).not.toContain("modulepreload")
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/News.css">')
  })

  it("writes the boot module in last in its head, when the server could read it", () => {
    const html = withBody(
      shell.replace("</head>", '<link rel="stylesheet" href="/assets/style.css"></head>'),
      {
        html: "<h1>News</h1>",
        themeClass: "theme_1",
        answers: {},
        modules: ["src/content/NewsScreen.tsx"],
        assets: { stylesheets: [], scripts: ["/assets/News.js"], boot: "/assets/boot.js" },
        bootModule: { source: "startPortal()", hash: "'sha256-x'" },
      },
    )
    const head = html.slice(0, html.indexOf("</head>"))
    expect(head).toMatch(
      /<link rel="stylesheet" href="\/assets\/style.css">\s*<script type="module" data-entry="\/assets\/index.js" data-part-scripts="\/assets\/News.js">startPortal\(\)<\/script>\s*$/,
    )
    expect(html).not.toContain("/assets/boot.js")
  })

  it("keeps an answer's text from closing its element early", () => {
    const answers = { subject: "</script><script>alert(1)</script>" }
    const html = withBody(shell, { html: "", themeClass: "t", answers, modules: [], assets: noAssets })
    expect(html).not.toContain("</script><script>alert(1)")
    const json = /id="gatehouse-answers">(.*?)<\/script>/.exec(html)?.[1] ?? ""
    expect(JSON.parse(json)).toEqual(answers)
  })

  it("leaves a page it does not know how to fill unchanged", () => {
    const unknown = "<html><body><main></main></body></html>"
    expect(
      withBody(unknown, { html: "<h1>x</h1>", themeClass: "t", answers: {}, modules: [], assets: noAssets }),
    ).toBe(unknown)
  })
})

describe("the styles and scripts a rendered page sends with it", () => {
  const manifest = {
    "index.html": {
      file: "assets/index.js",
      isEntry: true,
      imports: ["_react.js"],
      css: ["assets/index.css"],
    },
    "_react.js": { file: "assets/react.js" },
    "_table.js": { file: "assets/table.js", css: ["assets/table.css"], imports: ["_react.js"] },
    "src/content/NewsScreen.tsx": {
      file: "assets/News.js",
      imports: ["index.html", "_react.js", "_table.js"],
      css: ["assets/News.css"],
    },
  }

  it("are the shown parts' own and those of what they import, not what the entry loads already", () => {
    expect(assetsOf(manifest, ["src/content/NewsScreen.tsx", "src/unknown.tsx"])).toEqual({
      stylesheets: ["/assets/News.css", "/assets/table.css"],
      scripts: ["/assets/News.js", "/assets/table.js"],
    })
  })

  it("name the boot module when the build has one", () => {
    const withBoot = { ...manifest, "src/boot.ts": { file: "assets/boot.js", isEntry: true } }
    expect(assetsOf(withBoot, ["src/content/NewsScreen.tsx"]).boot).toBe("/assets/boot.js")
    expect(assetsOf(manifest, ["src/content/NewsScreen.tsx"]).boot).toBeUndefined()
  })
})

describe("the boot module's hash", () => {
  it("is the policy's sha256 source of its exact text", () => {
    // The digest of "alert('Hello, world.');", as the CSP specification's own example gives it.
    expect(cspHashOf("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })
})
