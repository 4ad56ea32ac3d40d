import { describe, expect, it } from "vitest"
import {
  downloadKinds,
  downloadSvg,
  itemGlyphs,
  itemSvg,
  posterSvg,
  ribbonKinds,
  ribbonSvg,
  sceneMotifs,
  sceneSvg,
  svgDataUrl,
  vistaNames,
  vistaSvg,
} from "../src/index.ts"

const everyPicture = () => [
  ...sceneMotifs.map((motif) => sceneSvg(motif)),
  ...itemGlyphs.map((glyph) => itemSvg(glyph, 200)),
  ...ribbonKinds.map(ribbonSvg),
  ...downloadKinds.map(downloadSvg),
  ...vistaNames.flatMap((vista) => [vistaSvg(vista, 480, 270), posterSvg(vista, 480, 720)]),
]

describe("the demo art", () => {
  it("names every picture for screen readers and draws no words", () => {
    for (const svg of everyPicture()) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*role="img" aria-label="[^"]+"/)
      expect(svg).not.toContain("<text")
    }
  })

  it("draws the same picture on every run, so the portal and its stories look alike", () => {
    expect(everyPicture()).toEqual(everyPicture())
  })

  it("turns a picture into an address an image can show without a server", () => {
    const svg = itemSvg("potion", 120)
    const url = svgDataUrl(svg)
    expect(url.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true)
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toBe(svg)
  })
})
