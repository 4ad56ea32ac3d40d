import { characterServiceTexts, formatAmount, plainAddress, serviceUseStateLabels } from "@gatehouse/domain"
import type { ReactNode } from "react"
import type { DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
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

/** A signed amount as the ledger shows it: "+150.00", "-12.50". */
const signed = (amount: number) => `${amount > 0 ? "+" : ""}${formatAmount(amount)}`

const ledgerReasons: Readonly<Record<string, string>> = {
  grant: "Grant",
  coupon: "Code",
  purchase: "Purchase",
  refund: "Refund",
  adjustment: "Adjustment",
}

export const ledgerColumns: ReadonlyArray<DataTableColumn<PlayerLedgerLine>> = [
  { header: "When", kind: "rowHeader", cell: (line) => <ServerDate value={line.at} /> },
  { header: "Balance", cell: (line) => currencyLabels[line.currency] },
  { header: "Amount", kind: "number", cell: (line) => signed(line.amount) },
  { header: "Why", cell: (line) => ledgerReasons[line.reason] ?? line.reason },
  { header: "Note", cell: (line) => line.note ?? "—" },
]

/** The purchases with where each stands in the game, and `action` (Cancel) beside those still in the item bank. */
export const purchaseColumnsWith = (
  action: (purchase: PlayerPurchase) => ReactNode,
): ReadonlyArray<DataTableColumn<PlayerPurchase>> => [
  { header: "Item", kind: "rowHeader", cell: (purchase) => purchase.itemName },
  { header: "Quantity", kind: "number", cell: (purchase) => purchase.quantity },
  {
    header: "Paid",
    kind: "number",
    cell: (purchase) => `${formatAmount(purchase.totalPrice)} ${currencyLabels[purchase.currency]}`,
  },
  { header: "In the game", cell: (purchase) => purchase.gameState },
  { header: "Bought", cell: (purchase) => <ServerDate value={purchase.purchasedAt} /> },
  { header: "Action", cell: (purchase) => (purchase.waitingItems.length === 0 ? "—" : action(purchase)) },
]

export const redemptionColumns: ReadonlyArray<DataTableColumn<PlayerRedemption>> = [
  { header: "Code", kind: "rowHeader", cell: (redemption) => redemption.code },
  { header: "R-Coin", kind: "number", cell: (redemption) => formatAmount(redemption.rcoin) },
  { header: "Milleage", kind: "number", cell: (redemption) => formatAmount(redemption.milleage) },
  { header: "Redeemed", cell: (redemption) => <ServerDate value={redemption.redeemedAt} /> },
]

export const ticketColumns: ReadonlyArray<DataTableColumn<PlayerTicket>> = [
  { header: "Ticket", kind: "rowHeader", cell: (ticket) => ticket.ticketCode },
  { header: "Subject", cell: (ticket) => ticket.subject },
  { header: "Status", cell: (ticket) => ticket.status },
  { header: "Opened", cell: (ticket) => <ServerDate value={ticket.createdAt} /> },
]

const whitelistStates: Readonly<Record<PlayerWhitelistRequest["status"], string>> = {
  pending: "Waiting",
  approved: "Approved",
  rejected: "Rejected",
}

export const whitelistColumns: ReadonlyArray<DataTableColumn<PlayerWhitelistRequest>> = [
  { header: "IP address", kind: "rowHeader", cell: (request) => plainAddress(request.ipAddress) },
  { header: "State", cell: (request) => whitelistStates[request.status] },
  { header: "Requested", cell: (request) => <ServerDate value={request.requestedAt} /> },
  {
    header: "Decided",
    cell: (request) => (request.decidedAt === null ? "—" : <ServerDate value={request.decidedAt} />),
  },
]

/** A use's state in words; a refund says why, so staff can answer the player's ticket. */
const serviceUseStateText = (use: PlayerServiceUse) =>
  use.state === "refunded" && use.reason !== null
    ? `${serviceUseStateLabels.refunded}: ${use.reason}`
    : serviceUseStateLabels[use.state]

export const serviceUseColumns: ReadonlyArray<DataTableColumn<PlayerServiceUse>> = [
  { header: "Service", kind: "rowHeader", cell: (use) => characterServiceTexts[use.service].name },
  // Account fix is done to the account, not to a character.
  { header: "Character", cell: (use) => use.characterName ?? "The account" },
  { header: "Detail", cell: (use) => (use.detail === "" ? "—" : use.detail) },
  { header: "Price", kind: "number", cell: (use) => servicePriceText(use.currency, use.price) },
  { header: "State", cell: serviceUseStateText },
  { header: "Used", cell: (use) => <ServerDate value={use.usedAt} /> },
]
