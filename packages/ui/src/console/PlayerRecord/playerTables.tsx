import { characterServiceTexts, formatAmount, plainAddress, serviceUseStateLabels } from "@gatehouse/domain"
import type { ReactNode } from "react"
import type { DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import { servicePriceText } from "../ServiceOffers/serviceOffers.ts"
import {
  currencyLabels,
  type PlayerLedgerLine,
  type PlayerPurchase,
  type PlayerRedemption,
  type PlayerServiceUse,
  type PlayerTicket,
  type PlayerWhitelistRequest,
} from "./playerRecordTypes.ts"
import english from "./playerTables.en.json"

type T = Translate<keyof typeof english>

/** A signed amount as the ledger shows it: "+150.00", "-12.50". */
const signed = (amount: number) => `${amount > 0 ? "+" : ""}${formatAmount(amount)}`

const ledgerReasons = (t: T): Readonly<Record<string, string>> => ({
  grant: t("playerTables.grant"),
  coupon: t("playerTables.coupon"),
  purchase: t("playerTables.purchase"),
  refund: t("playerTables.refund"),
  adjustment: t("playerTables.adjustment"),
})

const ledgerColumns = (t: T): ReadonlyArray<DataTableColumn<PlayerLedgerLine>> => [
  { header: t("playerTables.when"), kind: "rowHeader", cell: (line) => <ServerDate value={line.at} /> },
  { header: t("playerTables.balance"), cell: (line) => currencyLabels[line.currency] },
  { header: t("playerTables.amount"), kind: "number", cell: (line) => signed(line.amount) },
  { header: t("playerTables.why"), cell: (line) => ledgerReasons(t)[line.reason] ?? line.reason },
  { header: t("playerTables.note"), cell: (line) => line.note ?? "—" },
]

/** The purchases with where each stands in the game, and `action` (Cancel) beside those still in the item bank. */
const purchaseColumnsWith = (
  t: T,
  action: (purchase: PlayerPurchase) => ReactNode,
): ReadonlyArray<DataTableColumn<PlayerPurchase>> => [
  { header: t("playerTables.item"), kind: "rowHeader", cell: (purchase) => purchase.itemName },
  { header: t("playerTables.quantity"), kind: "number", cell: (purchase) => purchase.quantity },
  {
    header: t("playerTables.paid"),
    kind: "number",
    cell: (purchase) => `${formatAmount(purchase.totalPrice)} ${currencyLabels[purchase.currency]}`,
  },
  { header: t("playerTables.inTheGame"), cell: (purchase) => purchase.gameState },
  { header: t("playerTables.bought"), cell: (purchase) => <ServerDate value={purchase.purchasedAt} /> },
  {
    header: t("playerTables.action"),
    cell: (purchase) => (purchase.waitingItems.length === 0 ? "—" : action(purchase)),
  },
]

const redemptionColumns = (t: T): ReadonlyArray<DataTableColumn<PlayerRedemption>> => [
  { header: t("playerTables.code"), kind: "rowHeader", cell: (redemption) => redemption.code },
  { header: t("playerTables.rcoin"), kind: "number", cell: (redemption) => formatAmount(redemption.rcoin) },
  {
    header: t("playerTables.milleage"),
    kind: "number",
    cell: (redemption) => formatAmount(redemption.milleage),
  },
  { header: t("playerTables.redeemed"), cell: (redemption) => <ServerDate value={redemption.redeemedAt} /> },
]

const ticketColumns = (t: T): ReadonlyArray<DataTableColumn<PlayerTicket>> => [
  { header: t("playerTables.ticket"), kind: "rowHeader", cell: (ticket) => ticket.ticketCode },
  { header: t("playerTables.subject"), cell: (ticket) => ticket.subject },
  { header: t("playerTables.status"), cell: (ticket) => ticket.status },
  { header: t("playerTables.opened"), cell: (ticket) => <ServerDate value={ticket.createdAt} /> },
]

const whitelistStates = (t: T): Readonly<Record<PlayerWhitelistRequest["status"], string>> => ({
  pending: t("playerTables.waiting"),
  approved: t("playerTables.approved"),
  rejected: t("playerTables.rejected"),
})

const whitelistColumns = (t: T): ReadonlyArray<DataTableColumn<PlayerWhitelistRequest>> => [
  {
    header: t("playerTables.ipAddress"),
    kind: "rowHeader",
    cell: (request) => plainAddress(request.ipAddress),
  },
  { header: t("playerTables.state"), cell: (request) => whitelistStates(t)[request.status] },
  { header: t("playerTables.requested"), cell: (request) => <ServerDate value={request.requestedAt} /> },
  {
    header: t("playerTables.decided"),
    cell: (request) => (request.decidedAt === null ? "—" : <ServerDate value={request.decidedAt} />),
  },
]

/** A use's state in words; a refund says why, so staff can answer the player's ticket. */
const serviceUseStateText = (use: PlayerServiceUse) =>
  use.state === "refunded" && use.reason !== null
    ? `${serviceUseStateLabels.refunded}: ${use.reason}`
    : serviceUseStateLabels[use.state]

const serviceUseColumns = (t: T): ReadonlyArray<DataTableColumn<PlayerServiceUse>> => [
  {
    header: t("playerTables.service"),
    kind: "rowHeader",
    cell: (use) => characterServiceTexts[use.service].name,
  },
  // Account fix is done to the account, not to a character.
  { header: t("playerTables.character"), cell: (use) => use.characterName ?? t("playerTables.theAccount") },
  { header: t("playerTables.detail"), cell: (use) => (use.detail === "" ? "—" : use.detail) },
  {
    header: t("playerTables.price"),
    kind: "number",
    cell: (use) => servicePriceText(use.currency, use.price),
  },
  { header: t("playerTables.state"), cell: serviceUseStateText },
  { header: t("playerTables.used"), cell: (use) => <ServerDate value={use.usedAt} /> },
]

/** The record's tables' columns, in the chosen language. */
export const usePlayerColumns = () => {
  const t = useMessages(english)
  return {
    ledger: ledgerColumns(t),
    purchasesWith: (action: (purchase: PlayerPurchase) => ReactNode) => purchaseColumnsWith(t, action),
    redemptions: redemptionColumns(t),
    tickets: ticketColumns(t),
    whitelist: whitelistColumns(t),
    serviceUses: serviceUseColumns(t),
  }
}
