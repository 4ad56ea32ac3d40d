import { timeZoneMetaName } from "@gatehouse/domain"
import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { serverTimeZone } from "../src/render/serverTimeZone.ts"
import { renderPortal } from "./renderPortal.tsx"

/** A page as the server writes it, naming `zone` in its head. */
const pageNaming = (zone: string | undefined) => {
  document.head.innerHTML = zone === undefined ? "" : `<meta name="${timeZoneMetaName}" content="${zone}" />`
  return document
}

describe("the header clock in the server's time zone", () => {
  afterEach(() => {
    document.head.innerHTML = ""
  })

  it("reads the zone the server's page names, and ignores one this browser does not know", () => {
    expect(serverTimeZone(pageNaming("Europe/Berlin"))).toBe("Europe/Berlin")
    expect(serverTimeZone(pageNaming("Mars/Olympus_Mons"))).toBeUndefined()
    expect(serverTimeZone(pageNaming(undefined))).toBeUndefined()
  })

  it("shows the server's zone and its city, not Manila's, when the server names another", async () => {
    renderPortal({ at: "/", timeZone: "America/Sao_Paulo" })
    expect(await screen.findByText(/Sao Paulo Time · GMT-03:00/)).toBeTruthy()
    expect(screen.queryByText(/Manila Time/)).toBeNull()
  })

  it("keeps Manila when the server names no zone", async () => {
    renderPortal({ at: "/" })
    expect(await screen.findByText(/Manila Time · GMT\+08:00/)).toBeTruthy()
  })
})
