import { describe, expect, it } from "vitest"
import { consolePageSlugs, consoleSlugOf } from "../src/consoleAddresses.ts"
import { consolePageOf, consolePages } from "../src/staff.ts"

describe("the console's addresses", () => {
  it("name every console page, in the order its navigation lists them", () => {
    expect(consolePages.map((page) => page.slug)).toEqual([...consolePageSlugs])
  })

  it("recognise a console page's address with or without a trailing slash, and nothing else", () => {
    expect(consoleSlugOf("/staff/audit")).toBe("audit")
    expect(consoleSlugOf("/staff/audit/")).toBe("audit")
    expect(consoleSlugOf("/staff")).toBeUndefined()
    expect(consoleSlugOf("/staff/unknown")).toBeUndefined()
    expect(consoleSlugOf("/news")).toBeUndefined()
    expect(consolePageOf("/staff/mail")?.label).toBe("Mail outbox")
  })

  it("keep the Character services page, which sets prices, to administrators", () => {
    expect(consoleSlugOf("/staff/characterservices")).toBe("characterservices")
    expect(consolePageOf("/staff/characterservices")).toMatchObject({
      label: "Character services",
      role: "administrator",
    })
  })

  it("keep the Votes page, which sets rewards, to administrators", () => {
    expect(consoleSlugOf("/staff/votes")).toBe("votes")
    expect(consolePageOf("/staff/votes")).toMatchObject({ label: "Votes", role: "administrator" })
  })

  it("keep the Events page, which schedules what every visitor sees first, to administrators", () => {
    expect(consoleSlugOf("/staff/events")).toBe("events")
    expect(consolePageOf("/staff/events")).toMatchObject({ label: "Events", role: "administrator" })
  })
})
