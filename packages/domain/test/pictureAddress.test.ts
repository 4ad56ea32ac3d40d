import { describe, expect, it } from "vitest"
import { isPictureAddress } from "../src/pictureAddress.ts"

describe("a picture's address", () => {
  it("is a path on this site or a web address", () => {
    for (const address of [
      "/media/uploads/abc",
      "https://cdn.example.com/a.png",
      "http://x.test/b.gif",
      "HTTPS://cdn.example.com/a.png",
    ])
      expect(isPictureAddress(address)).toBe(true)
  })

  it("is nothing that could run, nor another site without a scheme", () => {
    for (const address of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.test/a.png",
      "/\\evil.test/a.png",
      "https:///evil.test",
      "a.png",
      "/ a",
      "/",
      "",
    ])
      expect(isPictureAddress(address)).toBe(false)
  })
})
