import { accountEndpoints, frameEndpoints, historyEndpoints } from "@gatehouse/api-client"
import { guestSession } from "@gatehouse/domain"
import { Effect } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { playerSession } from "./fixtures.ts"
import { servicesOn } from "./portalServices.ts"

describe("a 401 answer", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("clears the session, shows the server's message then the expiry notice, then goes home after 500 ms", async () => {
    vi.useFakeTimers()
    const { services, visited } = servicesOn({
      "GET /user-ip": { status: 401, body: { message: "Token revoked." } },
    })
    services.session.set(playerSession)

    void Effect.runPromise(Effect.ignore(services.clientFor(accountEndpoints).getUserIp()))

    await vi.waitFor(() => expect(services.dialogs.getCurrent()?.message).toBe("Token revoked."))
    expect(services.session.getSnapshot()).toEqual(guestSession)
    services.dialogs.closeCurrent()
    await vi.waitFor(() =>
      expect(services.dialogs.getCurrent()).toMatchObject({
        title: "Notice",
        message: "Session expired. Please log in again.",
      }),
    )
    services.dialogs.closeCurrent()

    await vi.advanceTimersByTimeAsync(499)
    expect(visited).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(visited).toEqual(["/"])
  })

  it("shows one alert sequence when the page's calls all fail with 401 at once", async () => {
    vi.useFakeTimers()
    const expired = { status: 401, body: { message: "Please log in to continue." } }
    const { services, visited } = servicesOn({
      "GET /shopcart": expired,
      "GET /mailbox": expired,
      "GET /shoppurchases": expired,
      "GET /user-ip": expired,
    })
    services.session.set(playerSession)
    const frame = services.clientFor(frameEndpoints)
    const calls = [
      frame.getShopCart({ usernum: playerSession.user.UserNum }),
      frame.getMailbox(),
      services.clientFor(historyEndpoints).getShopPurchases({}),
      services.clientFor(accountEndpoints).getUserIp(),
    ]
    for (const call of calls) void Effect.runPromise(Effect.ignore(call))

    const shown: Array<string> = []
    const closeNext = async () => {
      await vi.waitFor(() => expect(services.dialogs.getCurrent()).not.toBeNull())
      shown.push(services.dialogs.getCurrent()?.message ?? "")
      services.dialogs.closeCurrent()
    }
    await closeNext()
    await closeNext()
    await vi.advanceTimersByTimeAsync(500)

    expect(shown).toEqual(["Please log in to continue.", "Session expired. Please log in again."])
    expect(services.dialogs.getCurrent()).toBeNull()
    expect(visited).toEqual(["/"])
  })
})
