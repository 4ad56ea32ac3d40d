import { describe, expect, it } from "vitest"
import { countries, countryOfCode } from "../src/index.ts"

describe("countries", () => {
  it("puts the Philippines first", () => {
    expect(countries[0]).toEqual({ code: "PH", name: "Philippines" })
  })

  it("lists the rest alphabetically", () => {
    const names = countries.slice(1).map((country) => country.name)
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare))
  })

  it("covers the whole world once", () => {
    expect(countries).toHaveLength(249)
    expect(new Set(countries.map((country) => country.code)).size).toBe(249)
    expect(new Set(countries.map((country) => country.name)).size).toBe(249)
    for (const code of ["US", "JP", "KR", "SG", "AE", "GB", "AU"]) expect(countryOfCode(code)).toBeDefined()
  })

  it("finds a country by code in any case", () => {
    expect(countryOfCode("ph")?.name).toBe("Philippines")
    expect(countryOfCode("XX")).toBeUndefined()
  })
})
