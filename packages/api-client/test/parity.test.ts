import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { consoleEndpoints } from "../src/console.ts"
import { contractEndpoints } from "../src/contract/index.ts"
import {
  accountEndpoints,
  type ContractCallName,
  cartEndpoints,
  characterServiceEndpoints,
  contentEndpoints,
  couponEndpoints,
  endpoints,
  eventEndpoints,
  frameEndpoints,
  historyEndpoints,
  rankingEndpoints,
  secondFactorEndpoints,
  sessionEndpoints,
  shopEndpoints,
  ticketEndpoints,
  topUpEndpoints,
  voteEndpoints,
} from "../src/index.ts"

/** The player's tables, one per area, which the portal loads with the screens that call them. */
const playerTables = {
  accountEndpoints,
  cartEndpoints,
  characterServiceEndpoints,
  contentEndpoints,
  couponEndpoints,
  eventEndpoints,
  frameEndpoints,
  historyEndpoints,
  rankingEndpoints,
  secondFactorEndpoints,
  sessionEndpoints,
  shopEndpoints,
  ticketEndpoints,
  topUpEndpoints,
  voteEndpoints,
}

/**
 * The compiler holds each table's calls to the contract's (`contractCalls`); this holds the tables
 * together to all of it: it compiles only while every call of the contract has a browser call.
 */
type CallsWithoutBrowserCall = Exclude<
  ContractCallName,
  keyof typeof endpoints | keyof typeof consoleEndpoints
>
const everyCallHasABrowserCall: [CallsWithoutBrowserCall] extends [never] ? true : CallsWithoutBrowserCall =
  true

/**
 * What a schema accepts and sends, as JSON Schema: types, and the checks and annotations the
 * compiler cannot see (a length limit, a pattern), so both sides can be compared.
 */
const jsonShapeOf = (schema: Schema.Top | undefined) =>
  schema === undefined ? undefined : Schema.toJsonSchemaDocument(schema)

const browserSchemas = Object.entries({ ...endpoints, ...consoleEndpoints }).map(([name, definition]) => ({
  name,
  paramsShape: jsonShapeOf("params" in definition ? definition.params : undefined),
  requestShape: jsonShapeOf("request" in definition ? definition.request : undefined),
  successShape: jsonShapeOf(definition.success),
}))

const contractSchemas = contractEndpoints.map(({ name, paramsSchema, requestSchema, successSchema }) => ({
  name,
  paramsShape: jsonShapeOf(paramsSchema),
  requestShape: jsonShapeOf(requestSchema),
  successShape: jsonShapeOf(successSchema),
}))

const byName = <T extends { readonly name: string }>(calls: ReadonlyArray<T>) =>
  [...calls].sort((a, b) => a.name.localeCompare(b.name))

describe("contract and browser client", () => {
  it("name the same calls", () => {
    expect(everyCallHasABrowserCall).toBe(true)
    expect(browserSchemas.map((call) => call.name).sort()).toEqual(
      contractSchemas.map((call) => call.name).sort(),
    )
  })

  it("send and decode every call with schemas that check what the contract's check", () => {
    expect(byName(browserSchemas)).toEqual(byName(contractSchemas))
  })

  it("cover every call of spec §7 and the ones the product adds for players", () => {
    const playerCalls = contractEndpoints.filter((call) => !call.path.startsWith("/staff/"))
    expect(playerCalls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(
      [
        "POST /processlogin",
        "POST /logout",
        "POST /register",
        "POST /updateuserdetails",
        "POST /findUserID",
        "POST /findPassword",
        "POST /updatepassword",
        "POST /validate-secret-answer",
        "POST /api/validate-password",
        "POST /processCoupon",
        "POST /whitelist-user-ip",
        "GET /user-ip",
        "POST /reset-password",
        "POST /processlogin/code",
        "GET /second-factor",
        "POST /second-factor/setup",
        "POST /second-factor/confirm",
        "POST /second-factor/disable",
        "GET /get-top-rankings-list",
        "GET /get-ranking-seasons",
        "GET /get-my-rankings",
        "GET /getdownloadsall",
        "GET /getnewsall/:category/:count/:flagA/:flagB",
        "GET /getnewspage/:category/:page",
        "GET /getspecificnews/:id",
        "GET /getSiteBanners",
        "GET /getsystemrequirements",
        "GET /getserverinfo",
        "GET /getmediaall/:kind",
        "GET /getsociallinks",
        "GET /getsitelinks",
        "GET /getpolicypage/:slug",
        "GET /shopcategories",
        "GET /itemshop",
        "GET /topsales",
        "GET /shopcart",
        "POST /addtocart",
        "POST /buyitem",
        "POST /buycartitem",
        "POST /updateQuantity",
        "POST /updateCheck",
        "POST /removecartitem",
        "GET /shoppurchases",
        "GET /topuphistory",
        "GET /topup/packages",
        "POST /topup/pay",
        "GET /topup/payments/:id",
        "GET /characterservices",
        "POST /characterservices/use",
        "GET /votes",
        "GET /getevents",
        "GET /getserverstatus",
        "POST /submitticket",
        "POST /guestticket",
        "GET /ticketlinks",
        "GET /mytickets",
        "GET /mytickets/:id",
        "POST /mytickets/:id/reply",
        "GET /mailbox",
      ].sort(),
    )
  })

  it("list every player call in exactly one area table, and no staff call in any", () => {
    const tableNames = Object.values(playerTables).flatMap((table) => Object.keys(table))
    expect([...tableNames].sort()).toEqual(Object.keys(endpoints).sort())
    expect(new Set(tableNames).size).toBe(tableNames.length)
    const playerPaths = Object.values(endpoints).map((definition) => definition.path)
    expect(playerPaths.filter((path) => path.startsWith("/staff/"))).toEqual([])
    expect(Object.keys(consoleEndpoints).filter((name) => name in endpoints)).toEqual([])
  })

  it("keep every staff call under /staff/ and behind a session", () => {
    const staffCalls = contractEndpoints.filter((call) => call.path.startsWith("/staff/"))
    expect(staffCalls.map((call) => call.name)).toEqual(
      expect.arrayContaining([
        "getAuditLog",
        "uploadPicture",
        "listStaffNews",
        "publishStaffNews",
        "saveBanner",
        "savePolicyPage",
        "getShopAdminItems",
        "createShopItem",
        "setShopItemSale",
        "generateCodes",
        "exportCodeBatch",
        "getWhitelistQueue",
        "decideWhitelistRequest",
        "adjustPlayerBalance",
      ]),
    )
    expect(staffCalls.filter((call) => !call.requiresAuth)).toEqual([])
  })
})
