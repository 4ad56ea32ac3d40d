import { accountEndpoints } from "@gatehouse/api-client"
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
})
