import { afterEach, describe, expect, it } from "vitest"
import { adoptNamedLanguage, chosenLanguage } from "../src/app/language.ts"

const forget = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the portal writes
  document.cookie = "lang=; path=/; max-age=0"
}

const visit = (search: string) => window.history.replaceState(null, "", `/news${search}`)

describe("the page's language", () => {
  afterEach(() => {
    forget()
    visit("")
  })

  it("follows the address first, then the visitor's choice, then the browser", () => {
    visit("")
    expect(chosenLanguage(document, ["fil-PH", "en"])).toBe("fil")
    // biome-ignore lint/suspicious/noDocumentCookie: the picker's cookie, as the portal writes it
    document.cookie = "lang=en; path=/"
    expect(chosenLanguage(document, ["fil-PH"])).toBe("en")
    visit("?lang=fil")
    expect(chosenLanguage(document, ["en"])).toBe("fil")
  })

  it("becomes the visitor's choice when they came by an address in it, so the calls answer in it too", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the picker's cookie, as the portal writes it
    document.cookie = "lang=en; path=/"
    visit("?lang=fil")
    adoptNamedLanguage(document)
    expect(document.cookie).toContain("lang=fil")
    visit("")
    expect(chosenLanguage(document, ["en"])).toBe("fil")
  })

  it("is left as the visitor chose when the address names none", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the picker's cookie, as the portal writes it
    document.cookie = "lang=en; path=/"
    visit("?lang=xx")
    adoptNamedLanguage(document)
    expect(chosenLanguage(document, ["fil"])).toBe("en")
  })
})
