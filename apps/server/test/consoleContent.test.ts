import { PgClient } from "@effect/sql-pg"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Queue } from "effect"
import { SqlClient } from "effect/sql"
import { Changes, type ChangeTopic, changesChannel } from "../src/cache/Changes.ts"
import { demoEditor } from "../src/seed/accounts.ts"
import { call } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"
import { assertStaffOnly, auditCount, latestAudit, staffTokens } from "./support/staff.ts"

interface Banner {
  readonly id: number
  readonly title: string
  readonly isActive: boolean
}

const publicBannerIds = Effect.map(call("GET", "/getSiteBanners"), (response) =>
  (response.json().data as ReadonlyArray<{ id: number }>).map((banner) => banner.id),
)

const staffBanners = (token: string) =>
  Effect.map(
    call("GET", "/staff/content/banners", { token }),
    (response) => response.json().data as Array<Banner>,
  )

const siteLinks = Effect.map(call("GET", "/getsitelinks"), (response) => response.json().data)

const newBanner = {
  imgUrl: "/media/uploads/0123456789abcdef0123456789abcdef",
  title: "Spring festival",
  linkUrl: "/news?topic=3",
  isActive: true,
}

/** A table's rows as JSON text, to prove a refused change left it exactly as it was. */
const tableText = (table: string, order: string) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.map(sql.unsafe(`SELECT * FROM ${table} ORDER BY ${order}`), (rows) => JSON.stringify(rows)),
  ).pipe(Effect.orDie)

describe(`the console's site content page, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("every call refuses guests (401) and players (403) and writes nothing", () =>
      Effect.gen(function* () {
        for (const path of ["banners", "downloads", "settings", "policies"]) {
          yield* assertStaffOnly("GET", `/staff/content/${path}`, "editor")
        }
        yield* assertStaffOnly("POST", "/staff/content/banners/save", "editor", newBanner)
        yield* assertStaffOnly("POST", "/staff/content/banners/move", "editor", { id: 1, direction: "up" })
        yield* assertStaffOnly("POST", "/staff/content/banners/delete", "editor", { id: 1 })
        yield* assertStaffOnly("POST", "/staff/content/downloads/save", "editor", {
          name: "Mirror",
          description: "",
          address: "https://example.com/client.zip",
          isActive: true,
        })
        yield* assertStaffOnly("POST", "/staff/content/downloads/delete", "editor", { id: 1 })
        yield* assertStaffOnly("POST", "/staff/content/requirements/save", "editor", { rows: [] })
        yield* assertStaffOnly("POST", "/staff/content/settings/save", "editor", {
          serverInfoImage: "/media/info/server.svg",
          serverInfoDescription: "Rates",
          agentChatUrl: "https://m.me/gatehouse",
        })
        yield* assertStaffOnly("POST", "/staff/content/socials/save", "editor", {
          network: "discord",
          name: "Discord",
          description: "",
          url: "https://discord.example/invite",
          isPublished: true,
        })
        yield* assertStaffOnly("POST", "/staff/content/socials/delete", "editor", { id: 1 })
        yield* assertStaffOnly("POST", "/staff/content/policies/save", "editor", {
          slug: "cash",
          body: "Text",
        })
      }),
    )

    it.effect("a banner created, turned off, reordered and deleted changes the public rotator at once", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const created = yield* call("POST", "/staff/content/banners/save", { token: editor, body: newBanner })
        assert.strictEqual(created.status, 200)
        assert.strictEqual(created.json().message, "The banner was added at the end of the rotator.")
        const id = created.json().id as number
        const shown = yield* publicBannerIds
        assert.strictEqual(shown.at(-1), id, "a new banner goes last")
        const [audited] = yield* latestAudit()
        assert.strictEqual(audited?.action, "banner.create")
        assert.strictEqual(audited?.staff_user_id, demoEditor.userId)
        assert.deepInclude(audited?.after as object, { title: "Spring festival", isActive: true })

        const up = yield* call("POST", "/staff/content/banners/move", {
          token: editor,
          body: { id, direction: "up" },
        })
        assert.strictEqual(up.status, 200)
        const reordered = yield* publicBannerIds
        assert.strictEqual(reordered.at(-2), id, "moved up one place")
        const [moved] = yield* latestAudit()
        assert.strictEqual(moved?.action, "banner.move")
        assert.deepStrictEqual(moved?.before, { position: shown.length })
        assert.deepStrictEqual(moved?.after, { position: shown.length - 1 })

        const off = yield* call("POST", "/staff/content/banners/save", {
          token: editor,
          body: { ...newBanner, id, isActive: false },
        })
        assert.strictEqual(off.status, 200)
        assert.notInclude(yield* publicBannerIds, id, "a banner turned off leaves the rotator")
        assert.isTrue((yield* staffBanners(editor)).some((banner) => banner.id === id && !banner.isActive))
        const [turnedOff] = yield* latestAudit()
        assert.strictEqual(turnedOff?.action, "banner.update")
        assert.deepInclude(turnedOff?.before as object, { isActive: true })
        assert.deepInclude(turnedOff?.after as object, { isActive: false })

        const deleted = yield* call("POST", "/staff/content/banners/delete", { token: editor, body: { id } })
        assert.strictEqual(deleted.status, 200)
        assert.isFalse((yield* staffBanners(editor)).some((banner) => banner.id === id))
        assert.strictEqual((yield* latestAudit())[0]?.action, "banner.delete")
      }),
    )

    it.effect("bad banner input is refused with a readable message and changes nothing", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const before = yield* tableText("site_banners", "id")
        const audits = yield* auditCount
        const badLink = yield* call("POST", "/staff/content/banners/save", {
          token: editor,
          body: { ...newBanner, linkUrl: "javascript:alert(1)" },
        })
        assert.strictEqual(badLink.status, 400)
        assert.include(badLink.text, "Enter an address on this site")
        const noTitle = yield* call("POST", "/staff/content/banners/save", {
          token: editor,
          body: { ...newBanner, title: "" },
        })
        assert.strictEqual(noTitle.status, 400)
        assert.include(noTitle.text, "Title is required.")
        const missing = yield* call("POST", "/staff/content/banners/save", {
          token: editor,
          body: { ...newBanner, id: 999_999 },
        })
        assert.strictEqual(missing.status, 404)
        assert.strictEqual(missing.json().message, "This banner does not exist any more.")
        const [first] = yield* staffBanners(editor)
        const beyondTop = yield* call("POST", "/staff/content/banners/move", {
          token: editor,
          body: { id: first?.id, direction: "up" },
        })
        assert.strictEqual(beyondTop.status, 409)
        assert.strictEqual(beyondTop.json().message, "The banner is already the first.")
        const sideways = yield* call("POST", "/staff/content/banners/move", {
          token: editor,
          body: { id: first?.id, direction: "left" },
        })
        assert.strictEqual(sideways.status, 400)
        assert.strictEqual(yield* tableText("site_banners", "id"), before)
        assert.strictEqual(yield* auditCount, audits)
      }),
    )

    it.effect("a download mirror is added, edited and removed, and the requirements table edited", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const added = yield* call("POST", "/staff/content/downloads/save", {
          token: editor,
          body: {
            name: "Full client (new host)",
            description: "A third host.",
            address: "https://mirror.example/client.zip",
            isActive: true,
          },
        })
        assert.strictEqual(added.status, 200)
        const id = added.json().id as number
        const listed = (yield* call("GET", "/getdownloadsall")).json().data as ReadonlyArray<{
          seq: number
          link_name: string
        }>
        assert.strictEqual(listed.at(-1)?.link_name, "Full client (new host)")
        assert.strictEqual((yield* latestAudit())[0]?.action, "download.create")

        const edited = yield* call("POST", "/staff/content/downloads/save", {
          token: editor,
          body: {
            id,
            name: "Renamed",
            description: "",
            address: "https://mirror.example/c.zip",
            isActive: false,
          },
        })
        assert.strictEqual(edited.status, 200)
        const after = (yield* call("GET", "/getdownloadsall")).json().data as ReadonlyArray<{ seq: number }>
        assert.isFalse(
          after.some((download) => download.seq === id),
          "a mirror turned off leaves the page",
        )
        const [update] = yield* latestAudit()
        assert.deepInclude(update?.before as object, { name: "Full client (new host)" })
        assert.deepInclude(update?.after as object, { name: "Renamed", isActive: false })

        const notWeb = yield* call("POST", "/staff/content/downloads/save", {
          token: editor,
          body: { id, name: "Renamed", description: "", address: "/local.zip", isActive: true },
        })
        assert.strictEqual(notWeb.status, 400)
        assert.include(notWeb.text, "Enter a web address")

        const removed = yield* call("POST", "/staff/content/downloads/delete", {
          token: editor,
          body: { id },
        })
        assert.strictEqual(removed.status, 200)
        const again = yield* call("POST", "/staff/content/downloads/delete", { token: editor, body: { id } })
        assert.strictEqual(again.status, 404)

        const table = yield* call("POST", "/staff/content/requirements/save", {
          token: editor,
          body: { rows: [{ component: "ram", minimum: "4 GB", recommended: "8 GB or more" }] },
        })
        assert.strictEqual(table.status, 200)
        const rows = (yield* call("GET", "/getsystemrequirements")).json().data as ReadonlyArray<{
          component: string
          minimum: string
        }>
        assert.strictEqual(rows.find((row) => row.component === "ram")?.minimum, "4 GB")
        const [requirements] = yield* latestAudit()
        assert.strictEqual(requirements?.action, "requirements.update")

        const before = yield* tableText("system_requirements", "component")
        const unknown = yield* call("POST", "/staff/content/requirements/save", {
          token: editor,
          body: {
            rows: [
              { component: "ram", minimum: "16 GB", recommended: "32 GB" },
              { component: "kettle", minimum: "1", recommended: "2" },
            ],
          },
        })
        assert.strictEqual(unknown.status, 422)
        assert.strictEqual(unknown.json().message, "The System Requirement table has no such row.")
        assert.strictEqual(yield* tableText("system_requirements", "component"), before, "nothing half-saved")
      }),
    )

    it.effect(
      "the messenger link staff set is where 'Talk to an Agent' leads; cleared, the placeholder returns",
      () =>
        Effect.gen(function* () {
          const { editor } = yield* staffTokens
          assert.strictEqual((yield* siteLinks).agentChatUrl, "https://m.me/")
          const settings = (yield* call("GET", "/staff/content/settings", { token: editor })).json().data
          const saved = yield* call("POST", "/staff/content/settings/save", {
            token: editor,
            body: {
              serverInfoImage: settings.serverInfoImage,
              serverInfoDescription: settings.serverInfoDescription,
              agentChatUrl: "https://m.me/gatehouse.support",
            },
          })
          assert.strictEqual(saved.status, 200)
          assert.strictEqual((yield* siteLinks).agentChatUrl, "https://m.me/gatehouse.support")
          const [audited] = yield* latestAudit()
          assert.strictEqual(audited?.action, "settings.update")
          assert.deepInclude(audited?.before as object, { agentChatUrl: "" })
          assert.deepInclude(audited?.after as object, { agentChatUrl: "https://m.me/gatehouse.support" })

          const audits = yield* auditCount
          const notWeb = yield* call("POST", "/staff/content/settings/save", {
            token: editor,
            body: { ...settings, agentChatUrl: "m.me/gatehouse" },
          })
          assert.strictEqual(notWeb.status, 400)
          assert.strictEqual((yield* siteLinks).agentChatUrl, "https://m.me/gatehouse.support")
          assert.strictEqual(yield* auditCount, audits)

          const picture = yield* call("POST", "/staff/content/settings/save", {
            token: editor,
            body: {
              serverInfoImage: "/media/uploads/abc",
              serverInfoDescription: "New rates",
              agentChatUrl: "",
            },
          })
          assert.strictEqual(picture.status, 200)
          assert.strictEqual((yield* siteLinks).agentChatUrl, "https://m.me/")
          const info = (yield* call("GET", "/getserverinfo")).json().data
          assert.deepStrictEqual(info, { img_url: "/media/uploads/abc", description: "New rates" })
        }),
    )

    it.effect("a community link is added, unpublished and removed from the Socials page", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const link = {
          network: "twitch",
          name: "Gatehouse live",
          description: "Weekly streams",
          url: "https://twitch.example/gatehouse",
          isPublished: true,
        }
        const added = yield* call("POST", "/staff/content/socials/save", { token: editor, body: link })
        assert.strictEqual(added.status, 200)
        const id = added.json().id as number
        const published = (yield* call("GET", "/getsociallinks")).json().data as ReadonlyArray<{ id: number }>
        assert.isTrue(published.some((entry) => entry.id === id))
        yield* call("POST", "/staff/content/socials/save", {
          token: editor,
          body: { ...link, id, isPublished: false },
        })
        const hidden = (yield* call("GET", "/getsociallinks")).json().data as ReadonlyArray<{ id: number }>
        assert.isFalse(hidden.some((entry) => entry.id === id))
        assert.strictEqual((yield* latestAudit())[0]?.action, "social.update")
        const removed = yield* call("POST", "/staff/content/socials/delete", { token: editor, body: { id } })
        assert.strictEqual(removed.status, 200)
        assert.strictEqual((yield* latestAudit())[0]?.action, "social.delete")
      }),
    )

    it.effect("each change tells every instance which public reads to drop, once it has committed", () =>
      Effect.scoped(
        Effect.gen(function* () {
          const { editor } = yield* staffTokens
          // This instance's caches hear of a change through the in-process registry…
          const heardHere: Array<ChangeTopic> = []
          const changes = yield* Effect.provide(Effect.service(Changes), Changes.layer)
          for (const topic of ["banners", "downloads", "site"] as const) {
            yield* changes.onChange([topic], () => heardHere.push(topic))
          }
          // …and every other instance through PostgreSQL's NOTIFY, which only an external database sends.
          const pg = yield* PgClient.PgClient
          const heardElsewhere = databaseKind === "PostgreSQL" ? yield* pg.listen(changesChannel) : undefined

          const [banner] = yield* staffBanners(editor)
          const refused = yield* call("POST", "/staff/content/banners/move", {
            token: editor,
            body: { id: banner?.id, direction: "up" },
          })
          assert.strictEqual(refused.status, 409)
          assert.deepStrictEqual(heardHere, [], "a refused change announces nothing")

          // Heard before the writer answers (an external database's NOTIFY may add the same topic again later).
          const saved = yield* call("POST", "/staff/content/banners/save", {
            token: editor,
            body: { ...newBanner, id: banner?.id, title: banner?.title, isActive: true },
          })
          assert.strictEqual(saved.status, 200)
          assert.deepStrictEqual([...new Set(heardHere)], ["banners"])
          for (const body of ["We keep little.", ""]) {
            const policy = yield* call("POST", "/staff/content/policies/save", {
              token: editor,
              body: { slug: "privacy", body },
            })
            assert.strictEqual(policy.status, 200)
          }
          assert.deepStrictEqual([...new Set(heardHere)], ["banners", "site"])
          if (heardElsewhere !== undefined) {
            const told: Array<string> = []
            for (let count = 0; count < 3; count++) {
              // A bound on the wait for PostgreSQL's delivery, not a pause: it ends as soon as the notice arrives.
              const notice = yield* Queue.take(heardElsewhere).pipe(Effect.timeout("5 seconds"), Effect.orDie)
              told.push(notice.payload)
            }
            assert.deepStrictEqual(told, ["banners", "site", "site"])
          }
        }),
      ),
    )

    it.effect(
      "a policy page written appears at its public call and in the footer links; taken down, it leaves",
      () =>
        Effect.gen(function* () {
          const { editor } = yield* staffTokens
          const unwritten = yield* call("GET", "/getpolicypage/cash")
          assert.strictEqual(unwritten.status, 200)
          assert.isNull(unwritten.json().data)
          assert.notInclude((yield* siteLinks).writtenPolicies, "cash")

          const written = yield* call("POST", "/staff/content/policies/save", {
            token: editor,
            body: { slug: "cash", body: "R-Coin is not refundable.\r\n\r\nTop-ups are final.  " },
          })
          assert.strictEqual(written.status, 200)
          assert.strictEqual(written.json().message, "The Cash Agreement was published.")
          const page = (yield* call("GET", "/getpolicypage/cash")).json().data
          assert.strictEqual(page.title, "Cash Agreement")
          assert.strictEqual(page.body, "R-Coin is not refundable.\n\nTop-ups are final.")
          assert.include((yield* siteLinks).writtenPolicies, "cash")
          const [audited] = yield* latestAudit()
          assert.strictEqual(audited?.action, "policy.write")
          assert.isNull(audited?.before)
          assert.deepStrictEqual(audited?.after, { body: "R-Coin is not refundable.\n\nTop-ups are final." })

          const staffView = (yield* call("GET", "/staff/content/policies", { token: editor })).json()
            .data as ReadonlyArray<{
            slug: string
            updatedAt: string | null
          }>
          assert.deepStrictEqual(
            staffView.map((entry) => entry.slug),
            ["operation", "privacy", "cash", "terms"],
          )
          assert.isNotNull(staffView.find((entry) => entry.slug === "cash")?.updatedAt)

          const audits = yield* auditCount
          const unknownSlug = yield* call("POST", "/staff/content/policies/save", {
            token: editor,
            body: { slug: "refunds", body: "Text" },
          })
          assert.strictEqual(unknownSlug.status, 400)
          const tooLong = yield* call("POST", "/staff/content/policies/save", {
            token: editor,
            body: { slug: "cash", body: "x".repeat(20_001) },
          })
          assert.strictEqual(tooLong.status, 400)
          assert.include(tooLong.text, "The text may be at most 20000 characters.")
          assert.strictEqual((yield* call("GET", "/getpolicypage/refunds")).status, 400)
          assert.strictEqual(yield* auditCount, audits)

          const takenDown = yield* call("POST", "/staff/content/policies/save", {
            token: editor,
            body: { slug: "cash", body: "   " },
          })
          assert.strictEqual(takenDown.status, 200)
          assert.isNull((yield* call("GET", "/getpolicypage/cash")).json().data)
          assert.notInclude((yield* siteLinks).writtenPolicies, "cash")
          assert.strictEqual((yield* latestAudit())[0]?.action, "policy.takedown")
          const nothing = yield* call("POST", "/staff/content/policies/save", {
            token: editor,
            body: { slug: "cash", body: "" },
          })
          assert.strictEqual(nothing.status, 422)
        }),
    )
  })
})
