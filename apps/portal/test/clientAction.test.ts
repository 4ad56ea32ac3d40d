import { accountEndpoints } from "@gatehouse/api-client"
import { tooManyRequestsMessage } from "@gatehouse/domain"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { mailboxQuery } from "../src/support/mailboxQuery.ts"
import { playerSession } from "./fixtures.ts"
import { perform, servicesOn } from "./portalServices.ts"

describe("an action", () => {
  it("tells a refusal in the ERROR! dialog", async () => {
    const { services } = servicesOn({
      "POST /whitelist-user-ip": { status: 409, body: { message: "Already waiting." } },
    })
    services.session.set(playerSession)
    void perform(services, { call: services.clientFor(accountEndpoints).whitelistUserIp() })
    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({ title: "ERROR!", message: "Already waiting." })
  })

  it("tells a failure the client policy has told once, not twice", async () => {
    const { services } = servicesOn({
      "POST /whitelist-user-ip": { status: 429, body: { message: "Slow down." } },
    })
    services.session.set(playerSession)
    const acted = perform(services, { call: services.clientFor(accountEndpoints).whitelistUserIp() })
    await expect.poll(() => services.dialogs.getCurrent()).toMatchObject({ message: tooManyRequestsMessage })
    services.dialogs.closeCurrent()
    await acted
    expect(services.dialogs.getCurrent()).toBeNull()
  })

  it("asks again the reads it changed that are on screen, and tells its success", async () => {
    const { services, calls } = servicesOn({
      "POST /whitelist-user-ip": { status: 200, body: { message: "Submitted." } },
      "GET /mailbox": { status: 200, body: { unread: 0 } },
    })
    services.session.set(playerSession)
    services.queries.subscribe(mailboxQuery, () => {})
    services.queries.ensure(mailboxQuery)
    const loads = () => calls.filter((call) => call.path === "/mailbox").length
    await expect.poll(loads).toBe(1)
    const told: Array<string> = []
    await perform(services, {
      call: services.clientFor(accountEndpoints).whitelistUserIp(),
      changes: [mailboxQuery.call],
      told: ({ message }) => Effect.sync(() => void told.push(message)),
    })
    expect(told).toEqual(["Submitted."])
    expect(loads()).toBe(2)
  })
})
