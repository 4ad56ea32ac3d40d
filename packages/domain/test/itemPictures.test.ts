import { describe, expect, it } from "vitest"
import { itemPicturesLocation, shopItemPicture } from "../src/index.ts"

describe("a shop item's picture", () => {
  it("is its image_url when it has one, even beside an icon", () => {
    expect(shopItemPicture({ image_url: "/media/items/wings-20.svg", icon: "paw-220.svg" })).toBe(
      "/media/items/wings-20.svg",
    )
  })

  it("is its icon file name under the item pictures' location when it has no image_url", () => {
    expect(itemPicturesLocation).toBe("/media/items")
    expect(shopItemPicture({ image_url: null, icon: "potion-130.svg" })).toBe("/media/items/potion-130.svg")
    expect(shopItemPicture({ image_url: "", icon: "potion-130.svg" })).toBe("/media/items/potion-130.svg")
  })

  it("follows another server's location, with or without its closing slash", () => {
    const item = { image_url: null, icon: "Sword 01.png" }
    expect(shopItemPicture(item, "https://cdn.example.org/slots/")).toBe(
      "https://cdn.example.org/slots/Sword%2001.png",
    )
    expect(shopItemPicture(item, "/slots")).toBe("/slots/Sword%2001.png")
  })

  it("keeps an icon that is already an address", () => {
    expect(shopItemPicture({ image_url: null, icon: "/pictures/robe.png" })).toBe("/pictures/robe.png")
    expect(shopItemPicture({ image_url: null, icon: "https://cdn.example.org/robe.png" })).toBe(
      "https://cdn.example.org/robe.png",
    )
  })

  it("is none (the default picture) when neither is there", () => {
    expect(shopItemPicture({ image_url: null })).toBeNull()
    expect(shopItemPicture({ image_url: null, icon: null })).toBeNull()
    expect(shopItemPicture({ image_url: " ", icon: "" })).toBeNull()
  })
})
