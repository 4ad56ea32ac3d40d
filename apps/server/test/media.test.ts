import { assert, describe, it } from "@effect/vitest"
import { itemGlyphs, sceneMotifs, vistaNames } from "@gatehouse/art"
import { shopItemPicture } from "@gatehouse/domain"
import { mediaUrl, renderMedia } from "../src/media/catalog.ts"

describe("generated pictures", () => {
  it("exist for every address the seed stores, with an accessible name and no text", () => {
    const addresses = [
      ...sceneMotifs.flatMap((motif) => [mediaUrl.banner(motif), mediaUrl.thumbnail(motif)]),
      ...itemGlyphs.map((glyph) => mediaUrl.item(glyph, 200)),
      mediaUrl.ribbon("hot"),
      mediaUrl.download("torrent"),
      ...vistaNames.flatMap((vista) => [
        mediaUrl.gallery(vista, 480, 270),
        mediaUrl.wallpaper(vista, 1080, 1920),
        mediaUrl.poster(vista, 480, 720),
      ]),
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

  it("answer an item known only by its icon file name, as the portal resolves it", () => {
    // The seed stores each item's icon as `glyph-hue.svg`; the portal looks it up where items live.
    const address = shopItemPicture({ image_url: null, icon: "potion-130.svg" }) ?? ""
    assert.strictEqual(address, mediaUrl.item("potion", 130))
    const [, , collection = "", file = ""] = address.split("/")
    assert.isDefined(renderMedia(collection, file.replace(/\.svg$/, "")))
  })

  it("are refused for names that are not in the catalog", () => {
    assert.isUndefined(renderMedia("banners", "castle"))
    assert.isUndefined(renderMedia("items", "sword-360"))
    assert.isUndefined(renderMedia("items", "axe-10"))
    assert.isUndefined(renderMedia("secrets", "gate"))
    assert.isUndefined(renderMedia("gallery", "castle-1920x1080"))
    assert.isUndefined(renderMedia("wallpaper", "moon-gate"))
    assert.isUndefined(renderMedia("wallpaper", "moon-gate-5000x1080"))
    assert.isUndefined(renderMedia("poster", "moon-gate-0x720"))
  })

  it("draw a vista at the size its address asks for", () => {
    const phone = renderMedia("wallpaper", "moon-gate-1080x1920") ?? ""
    assert.match(phone, /^<svg [^>]*width="1080" height="1920" viewBox="0 0 1080 1920"/)
    assert.match(phone, /aria-label="A stone gate under a full moon"/)
    assert.match(renderMedia("poster", "moon-gate-480x720") ?? "", /aria-label="Movie poster: /)
  })
})
