import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { escapeMarkup, maskEmail, truncateCardName, truncateListName } from "../src/index.ts"

describe("item name shortening", () => {
  it("cuts card names to 10 characters plus '...'", () => {
    expect(truncateCardName("Dragon Slayer Sword")).toBe("Dragon Sla...")
  })

  it("cuts cart and top-sales names to 14 characters plus '...'", () => {
    expect(truncateListName("Dragon Slayer Sword")).toBe("Dragon Slayer ...")
  })

  it("leaves names that fit untouched", () => {
    expect(truncateCardName("Potion")).toBe("Potion")
    expect(truncateCardName("0123456789")).toBe("0123456789")
    expect(truncateListName("Exactly 14 chr")).toBe("Exactly 14 chr")
  })

  it("never splits a character in two", () => {
    expect(truncateCardName("🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉")).toBe("🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉...")
  })

  it("always keeps the start of the name and at most 10 characters of it", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii" }), (name) => {
        const shown = truncateCardName(name)
        if (name.length <= 10) expect(shown).toBe(name)
        else expect(shown).toBe(`${name.slice(0, 10)}...`)
      }),
    )
  })
})

describe("e-mail masking", () => {
  it("keeps the first character and the domain readable", () => {
    expect(maskEmail("juan.delacruz@gmail.com")).toBe("j****@gmail.com")
    expect(maskEmail("a@b.ph")).toBe("a****@b.ph")
  })

  it("hides how long the mailbox is", () => {
    expect(maskEmail("ab@x.com")).toBe(maskEmail("abcdefgh@x.com"))
  })

  it("masks values that are not addresses and shows nothing for nothing", () => {
    expect(maskEmail("nobody")).toBe("n****")
    expect(maskEmail("")).toBe("")
  })

  it("never reveals more of the mailbox than its first character", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const [mailbox = "", domain = ""] = email.split(/@(?=[^@]*$)/)
        expect(maskEmail(email)).toBe(`${mailbox[0]}****@${domain}`)
      }),
    )
  })
})

describe("text written into markup", () => {
  it("turns the characters markup gives meaning to into references, and leaves the rest", () => {
    expect(escapeMarkup(`Tom & "Jerry's" <b>club</b>`)).toBe(
      "Tom &#38; &#34;Jerry&#39;s&#34; &#60;b&#62;club&#60;/b&#62;",
    )
    expect(escapeMarkup("Moonlit Tournament: sign-ups open")).toBe("Moonlit Tournament: sign-ups open")
  })
})
