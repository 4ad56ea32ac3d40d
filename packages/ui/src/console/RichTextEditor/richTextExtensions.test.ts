import { type NewsBodyElement, newsBodyElements } from "@gatehouse/domain"
import { Editor } from "@tiptap/react"
import { afterEach, describe, expect, it } from "vitest"
import { richTextExtensions } from "./richTextExtensions.ts"

const editors: Editor[] = []
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy()
})

/** What the console saves after staff open a stored body and change nothing. */
const reopenAndSave = (html: string): string => {
  const editor = new Editor({ extensions: richTextExtensions, content: html })
  editors.push(editor)
  return editor.getHTML()
}

/** Each element the server keeps, in a body as an article would use it. */
const samples: Readonly<Record<NewsBodyElement, string>> = {
  p: "<p>Gates open at dawn.</p>",
  h1: "<h1>Season three</h1>",
  h2: "<h2>Rewards</h2>",
  h3: "<h3>Schools</h3>",
  h4: "<h4>Sacred Gate</h4>",
  h5: "<h5>Mystic Peak</h5>",
  h6: "<h6>Phoenix</h6>",
  blockquote: "<blockquote><p>See you at the gate.</p></blockquote>",
  pre: "<pre><code>/join club</code></pre>",
  hr: "<p>Part one</p><hr><p>Part two</p>",
  div: "<div><p>Boxed note</p></div>",
  section: "<section><p>First section</p></section>",
  article: "<article><p>Inner article</p></article>",
  aside: "<aside><p>A side note</p></aside>",
  header: "<header><p>Top line</p></header>",
  footer: "<footer><p>Signed, the staff</p></footer>",
  nav: '<nav><p><a href="/news">All news</a></p></nav>',
  main: "<main><p>Main part</p></main>",
  address: "<address><p>Sacred Gate, Hall 2</p></address>",
  hgroup: "<hgroup><h2>Club War</h2><p>Every Saturday</p></hgroup>",
  figure:
    '<figure><p><img src="https://example.com/map.png" alt="The arena"></p><figcaption>The arena</figcaption></figure>',
  figcaption: "<figure><p>Map</p><figcaption>Where to meet</figcaption></figure>",
  ul: "<ul><li><p>Lantern hunt</p></li></ul>",
  ol: "<ol><li><p>Meet at the gate</p></li></ol>",
  li: "<ul><li><p>Club parade</p></li></ul>",
  dl: "<dl><dt>Brawler</dt><dd>Fights up close.</dd></dl>",
  dt: "<dl><dt>Archer</dt><dd>Shoots from afar.</dd></dl>",
  dd: "<dl><dt>Shaman</dt><dd>Heals the party.</dd></dl>",
  table: "<table><tbody><tr><td><p>Gold</p></td></tr></tbody></table>",
  thead:
    "<table><thead><tr><th><p>Rank</p></th></tr></thead><tbody><tr><td><p>1</p></td></tr></tbody></table>",
  tbody: "<table><tbody><tr><td><p>Silver</p></td></tr></tbody></table>",
  tr: "<table><tbody><tr><td><p>A</p></td><td><p>B</p></td></tr></tbody></table>",
  th: "<table><tbody><tr><th><p>Reward</p></th></tr></tbody></table>",
  td: "<table><tbody><tr><td><p>Bronze</p></td></tr></tbody></table>",
  a: '<p><a href="https://example.com/rules">rules</a></p>',
  img: '<p><img src="https://example.com/gate.png" alt="The gate"></p>',
  br: "<p>First line<br>Second line</p>",
  strong: "<p><strong>Double</strong> points</p>",
  b: "<p><b>Bold</b> word</p>",
  em: "<p><em>Friday</em> only</p>",
  i: "<p><i>Italic</i> word</p>",
  u: "<p><u>Underlined</u></p>",
  s: "<p><s>Cancelled</s></p>",
  code: "<p>Type <code>/help</code></p>",
  mark: "<p><mark>New</mark> items</p>",
  sub: "<p>H<sub>2</sub>O</p>",
  sup: "<p>1<sup>st</sup> place</p>",
  small: "<p><small>Terms apply.</small></p>",
  abbr: "<p><abbr>GM</abbr> event</p>",
  cite: "<p><cite>The Gate Chronicle</cite></p>",
  dfn: "<p><dfn>Milleage</dfn> is earned by voting.</p>",
  kbd: "<p>Press <kbd>F5</kbd></p>",
  q: "<p><q>Welcome back</q></p>",
  samp: "<p><samp>Connection lost</samp></p>",
  var: "<p><var>n</var> points</p>",
  time: "<p><time>8 PM</time></p>",
  data: "<p><data>42</data> players</p>",
  bdi: "<p><bdi>نور</bdi> wins</p>",
  bdo: "<p><bdo>olleh</bdo></p>",
  span: "<p><span>Plain</span> words</p>",
}

/** The tag an element comes back as: the same one, except where HTML has two names for one thing. */
const keptAs: Partial<Record<NewsBodyElement, string>> = { b: "strong", i: "em", thead: "th" }

const textOf = (html: string) => {
  const box = document.createElement("div")
  box.innerHTML = html
  return box.textContent
}

describe("the news editor keeps a stored body through an edit and a save", () => {
  it.each(newsBodyElements)("<%s> and its text", (element) => {
    const saved = reopenAndSave(samples[element])
    expect(saved).toMatch(new RegExp(`<${keptAs[element] ?? element}[\\s>]`))
    expect(textOf(saved)).toBe(textOf(samples[element]))
  })

  it("keeps a table's rows and cells apart, not run together as text", () => {
    const table =
      "<table><tbody><tr><th><p>Rank</p></th><th><p>Reward</p></th></tr>" +
      "<tr><td><p>1</p></td><td><p>Gold</p></td></tr><tr><td><p>2</p></td><td><p>Silver</p></td></tr></tbody></table>"
    const box = document.createElement("div")
    box.innerHTML = reopenAndSave(table)
    const rows = [...box.querySelectorAll("tr")].map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
    )
    expect(rows).toEqual([
      ["Rank", "Reward"],
      ["1", "Gold"],
      ["2", "Silver"],
    ])
  })

  it("changes nothing when a body is opened and saved a second time", () => {
    const everything = newsBodyElements.map((element) => samples[element]).join("")
    const once = reopenAndSave(everything)
    expect(reopenAndSave(once)).toBe(once)
    expect(textOf(once)).toBe(textOf(everything))
  })
})
