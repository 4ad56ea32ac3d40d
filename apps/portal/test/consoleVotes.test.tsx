import { maxToplistAddresses, packageMessages } from "@gatehouse/api-client/console"
import { type MemberSession, toplistProtocols, voteRefusals } from "@gatehouse/domain"
import { emptyToplistDraft, voteConsoleTexts } from "@gatehouse/ui/console"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { amountMessage } from "../src/console/payments/packageDraft.ts"
import { payloadOfToplistDraft, toplistErrorsOf } from "../src/console/votes/toplistDraft.ts"
import type { FakeReply, SeenCall } from "./fakeApi.ts"
import { playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait includes loading the console's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

const administratorSession: MemberSession = { ...playerSession, token: "token-admin", userType: 20 }
const editorSession: MemberSession = { ...playerSession, token: "token-staff", userType: 11 }

const topgDraft = {
  id: 2,
  name: " TopG ",
  kind: "topg",
  voteAddress: " https://topg.org/ran-online-private-servers/in-667201-{player} ",
  secret: "left over",
  addresses: "192.0.2.41\n\n 2001:db8::7 \n",
  cooldownHours: "12",
  reward: "2.5",
  rewardsOn: false,
  enabled: true,
  sortOrder: "2",
} as const

const failureOf = (typed: Partial<Record<keyof typeof topgDraft, string>>) => {
  const checked = payloadOfToplistDraft({ ...topgDraft, ...typed } as typeof topgDraft)
  return Result.isFailure(checked) ? checked.failure : undefined
}

describe("a toplist's form", () => {
  it("sends the toplist trimmed, its reward exact and its addresses one a line; a secret only to a site known by it", () => {
    expect(payloadOfToplistDraft(topgDraft)).toEqual(
      Result.succeed({
        name: "TopG",
        kind: "topg",
        voteAddress: "https://topg.org/ran-online-private-servers/in-667201-{player}",
        secret: "",
        addresses: ["192.0.2.41", "2001:db8::7"],
        cooldownHours: 12,
        reward: 2.5,
        rewardsOn: false,
        enabled: true,
        sortOrder: 2,
      }),
    )
    const gtop = {
      ...emptyToplistDraft,
      voteAddress:
        "https://gtop100.com/topsites/RAN-Online/sitedetails/Gatehouse-104512?vote=1&pingUsername={player}",
      secret: " s3cret ",
      addresses: "192.0.2.41",
    }
    expect(payloadOfToplistDraft(gtop)).toEqual(
      Result.succeed(expect.objectContaining({ kind: "gtop100", secret: "s3cret", addresses: [] })),
    )
  })

  it("says what is wrong beside each field instead of sending it", () => {
    expect(failureOf({ name: "  ", voteAddress: "https://topg.org/in-667201" })).toEqual({
      name: voteConsoleTexts.noName,
      voteAddress: voteConsoleTexts.noPlaceholder,
    })
    // The site's own sample, never made one's own.
    expect(failureOf({ voteAddress: toplistProtocols.topg.voteAddress })).toEqual({
      voteAddress: voteConsoleTexts.sampleAddress,
    })
    for (const hours of ["0", "169", "1.5", ""])
      expect(failureOf({ cooldownHours: hours })).toEqual({ cooldownHours: voteConsoleTexts.cooldownRange })
    expect(failureOf({ reward: "2.505", sortOrder: "-1" })).toEqual({
      reward: amountMessage,
      sortOrder: packageMessages.sortOrder,
    })
    expect(failureOf({ reward: "1000000.01" })).toEqual({ reward: voteConsoleTexts.rewardAtMost })
    const tooMany = Array.from({ length: maxToplistAddresses + 1 }, (_, index) => `192.0.2.${index}`)
    expect(failureOf({ addresses: tooMany.join("\n") })).toEqual({
      addresses: voteConsoleTexts.tooManyAddresses(maxToplistAddresses),
    })
    expect(failureOf({ addresses: "1".repeat(46) })).toEqual({ addresses: voteConsoleTexts.longAddress })
  })

  it("shows a refused address beside the list, whichever line the server names", () => {
    expect(toplistErrorsOf({ "addresses.1": "x", voteAddress: "y", id: "z" })).toEqual({
      addresses: "x",
      voteAddress: "y",
    })
  })
})

const listed = [
  {
    id: 1,
    name: "GTop100",
    kind: "gtop100",
    voteAddress:
      "https://gtop100.com/topsites/RAN-Online/sitedetails/Gatehouse-104512?vote=1&pingUsername={player}",
    hasSecret: true,
    addresses: [],
    cooldownHours: 12,
    reward: 5,
    rewardsOn: true,
    enabled: true,
    sortOrder: 1,
    postbackUrl: "https://portal.test/api/votes/postback/1",
  },
]

const report = {
  days: Array.from({ length: 30 }, (_, index) => ({
    day: new Date(Date.UTC(2026, 9, 23 + index)).toISOString().slice(0, 10),
    sites: [{ toplistId: 1, counted: index === 29 ? 7 : 1, refused: index === 29 ? 2 : 0 }],
  })),
  refused: [
    {
      id: "rp-1",
      toplistName: "GTop100",
      receivedAt: "2026-11-21T12:41:09.000Z",
      address: "::ffff:203.0.113.50",
      player: "moonwarden",
      reason: voteRefusals.cooldown,
    },
  ],
}

const noAddresses = "This site's postbacks are known by the address they come from: give at least one."

/**
 * A server that keeps what it is sent, as the real one words it: a site known by address needs one,
 * and a new toplist gets its postback address.
 */
const voteServer = () => {
  let toplists: ReadonlyArray<Record<string, unknown>> = listed
  const answer = (toplist: Record<string, unknown>, message: string): FakeReply => ({
    status: 200,
    body: { message, toplist },
  })
  const refuse = (sent: Record<string, unknown>): FakeReply | undefined =>
    sent.kind !== "gtop100" && (sent.addresses as ReadonlyArray<string>).length === 0
      ? {
          status: 422,
          body: {
            message: "The toplist was not saved: check the fields marked.",
            errors: { addresses: [noAddresses] },
          },
        }
      : undefined
  const kept = (sent: Record<string, unknown>, id: number) => {
    const { secret, ...rest } = sent
    return {
      ...rest,
      id,
      hasSecret: secret !== "",
      postbackUrl: `https://portal.test/api/votes/postback/${id}`,
    }
  }
  return {
    "GET /staff/toplists": () => ({ status: 200, body: { toplists } }),
    "GET /staff/votes/report": { status: 200, body: report },
    "POST /staff/toplists/create": (call: SeenCall): FakeReply => {
      const sent = call.body as Record<string, unknown>
      const refused = refuse(sent)
      if (refused !== undefined) return refused
      const toplist = kept(sent, toplists.length + 1)
      toplists = [...toplists, toplist]
      return answer(toplist, `Toplist "${sent.name}" added.`)
    },
    "POST /staff/toplists/update": (call: SeenCall): FakeReply => {
      const sent = call.body as Record<string, unknown>
      const before = toplists.find((toplist) => toplist.id === sent.id)
      // An empty secret keeps the one saved.
      const toplist = {
        ...kept(sent, sent.id as number),
        hasSecret: sent.secret !== "" || before?.hasSecret === true,
      }
      toplists = toplists.map((each) => (each.id === sent.id ? toplist : each))
      return answer(toplist, `Toplist "${sent.name}" saved.`)
    },
  }
}

describe("the console's Votes page", () => {
  it("is listed for administrators after Character services, and not for editors", async () => {
    const editor = renderPortal({ at: "/staff", session: editorSession })
    const editorNav = await screen.findByRole("navigation", { name: "Staff console" }, patient)
    expect(within(editorNav).queryByRole("link", { name: "Votes" })).toBeNull()
    editor.unmount()
    renderPortal({ at: "/staff", session: administratorSession })
    const nav = await screen.findByRole("navigation", { name: "Staff console" }, patient)
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent)
    expect(labels.indexOf("Votes")).toBe(labels.indexOf("Character services") + 1)
    expect(within(nav).getByRole("link", { name: "Votes" }).getAttribute("href")).toBe("/staff/votes")
  })

  it("shows the toplists, the votes per day and the refused postbacks, and saves a toplist, its secret kept", async () => {
    const user = userEvent.setup()
    const portal = renderPortal({ at: "/staff/votes", session: administratorSession, api: voteServer() })
    const table = await screen.findByRole("table", { name: "Toplists" }, patient)
    expect(within(table).getAllByRole("row")[1]?.textContent).toMatch(/GTop100.*5\.00 Milleage.*12 hours/)
    expect(
      await screen.findByRole(
        "img",
        {
          name: "GTop100: 36 counted, 2 refused in the last 30 days, the most on Nov 21 (7 counted, 2 refused).",
        },
        patient,
      ),
    ).toBeTruthy()
    const refused = screen.getByRole("table", { name: "Refused postbacks" })
    expect(within(refused).getAllByRole("row")[1]?.textContent).toContain("203.0.113.50")

    await user.click(screen.getByRole("button", { name: "Edit GTop100" }))
    const form = within(screen.getByRole("form", { name: "Edit GTop100" }))
    expect(form.getByText(voteConsoleTexts.secretSaved)).toBeTruthy()
    await user.clear(form.getByRole("textbox", { name: "Milleage reward" }))
    await user.type(form.getByRole("textbox", { name: "Milleage reward" }), "7.25")
    await user.click(form.getByRole("button", { name: "Save toplist" }))
    // The form opens again on what the server holds, with its sentence and the postback address.
    await screen.findByText('Toplist "GTop100" saved.', {}, patient)
    const saved = within(screen.getByRole("form", { name: "Edit GTop100" }))
    const sent = portal.calls.find((seen) => seen.path === "/staff/toplists/update")
    expect(sent?.authorization).toBe("Bearer token-admin")
    expect(sent?.body).toEqual({
      id: 1,
      name: "GTop100",
      kind: "gtop100",
      voteAddress: listed[0]?.voteAddress,
      secret: "",
      addresses: [],
      cooldownHours: 12,
      reward: 7.25,
      rewardsOn: true,
      enabled: true,
      sortOrder: 1,
    })
    expect(saved.getByRole("textbox", { name: "Milleage reward" })).toHaveProperty("value", "7.25")
    expect(saved.getByRole("textbox", { name: "Postback address" })).toHaveProperty(
      "value",
      "https://portal.test/api/votes/postback/1",
    )
    expect(
      within(screen.getByRole("table", { name: "Toplists" })).getAllByRole("row")[1]?.textContent,
    ).toMatch(/7\.25 Milleage/)
  })

  it("checks a new toplist before sending it, shows the server's refusal beside the field and keeps what was typed", async () => {
    const user = userEvent.setup()
    const portal = renderPortal({ at: "/staff/votes", session: administratorSession, api: voteServer() })
    await user.click(await screen.findByRole("button", { name: "Add a toplist" }, patient))
    const form = within(screen.getByRole("form", { name: "New toplist" }))
    await user.selectOptions(form.getByRole("combobox", { name: "Site" }), "xtremetop100")
    expect(form.getByRole("textbox", { name: "Name" })).toHaveProperty("value", "XtremeTop100")
    await user.click(form.getByRole("button", { name: "Save toplist" }))
    // Still the site's sample address: nothing is sent.
    expect(await form.findByText(voteConsoleTexts.sampleAddress)).toBeTruthy()
    expect(portal.calls.some((seen) => seen.path === "/staff/toplists/create")).toBe(false)

    const address = form.getByRole("textbox", { name: "Vote address" })
    await user.clear(address)
    await user.click(address)
    await user.paste("https://www.xtremetop100.com/in.php?site=1132371&postback={player}")
    await user.clear(form.getByRole("textbox", { name: "Milleage reward" }))
    await user.type(form.getByRole("textbox", { name: "Milleage reward" }), "3")
    await user.click(form.getByRole("button", { name: "Save toplist" }))
    expect(await form.findByText(noAddresses, {}, patient)).toBeTruthy()
    expect(form.getByRole("textbox", { name: "Postback addresses" }).getAttribute("aria-invalid")).toBe(
      "true",
    )
    expect(form.getByRole("alert").textContent).toBe("The toplist was not saved: check the fields marked.")
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(form.getByRole("textbox", { name: "Milleage reward" })).toHaveProperty("value", "3")

    await user.type(form.getByRole("textbox", { name: "Postback addresses" }), "198.51.100.12")
    await user.click(form.getByRole("button", { name: "Save toplist" }))
    const added = within(await screen.findByRole("form", { name: "Edit XtremeTop100" }, patient))
    expect(added.getByText('Toplist "XtremeTop100" added.')).toBeTruthy()
    expect(added.getByRole("textbox", { name: "Postback address" })).toHaveProperty(
      "value",
      "https://portal.test/api/votes/postback/2",
    )
  })
})
