import { assert, describe, it } from "@effect/vitest"
import { mediaUrl, renderMedia } from "../src/media/catalog.ts"
import { itemGlyphs } from "../src/media/items.ts"
import { sceneMotifs } from "../src/media/scenes.ts"

describe("generated pictures", () => {
  it("exist for every address the seed stores, with an accessible name and no text", () => {
    const addresses = [
      ...sceneMotifs.flatMap((motif) => [mediaUrl.banner(motif), mediaUrl.thumbnail(motif)]),
      ...itemGlyphs.map((glyph) => mediaUrl.item(glyph, 200)),
      mediaUrl.ribbon("hot"),
      mediaUrl.download("torrent"),
    ]
    for (const address of addresses) {
      const [, , collection = "", file = ""] = address.split("/")
      const svg = renderMedia(collection, file.replace(/\.svg$/, ""))
      assert.isDefined(svg, address)
      assert.match(
        svg ?? "",
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*role="img" aria-label="[^"]+"/,
      )
      assert.notInclude(svg ?? "", "<text")
    }
  })

  it("are refused for names that are not in the catalog", () => {
    assert.isUndefined(renderMedia("banners", "castle"))
    assert.isUndefined(renderMedia("items", "sword-360"))
    assert.isUndefined(renderMedia("items", "axe-10"))
    assert.isUndefined(renderMedia("secrets", "gate"))
  })
})
