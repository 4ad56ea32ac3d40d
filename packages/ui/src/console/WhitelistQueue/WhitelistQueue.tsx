import { plainAddress } from "@gatehouse/domain"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./WhitelistQueue.css.ts"

/** One request waiting for a decision. */
export interface WhitelistQueueEntry {
  readonly id: number
  readonly userId: string
  readonly ipAddress: string
  readonly requestedAt: string
}

export interface WhitelistQueuePage {
  readonly requests: ReadonlyArray<WhitelistQueueEntry>
  readonly pageCount: number
}

export const whitelistDecisions = ["approve", "reject"] as const
export type WhitelistQueueDecision = (typeof whitelistDecisions)[number]

export interface WhitelistQueueProps {
  readonly list: LoadState<WhitelistQueuePage>
  /** Called when an administrator approves or rejects a request. */
  readonly onDecide: (id: number, decision: WhitelistQueueDecision) => void
  /** The request whose decision is on its way to the server: its buttons wait. */
  readonly deciding: number | null
  /** Where a player's User ID leads: their record on the Players page. */
  readonly playerHref: (userId: string) => string
  readonly page: number
  /** Where the page links lead; the pager appends `&page={n}`. */
  readonly pageTarget: string
}

/**
 * The IP whitelist queue: the players' pending requests, oldest first, each approved or rejected with
 * one press. An approved address shows as approved on the player's My Account at once; a rejected
 * one as not approved, and the player may ask again.
 */
export const WhitelistQueue = ({
  list,
  onDecide,
  deciding,
  playerHref,
  page,
  pageTarget,
}: WhitelistQueueProps) => {
  const columns: ReadonlyArray<DataTableColumn<WhitelistQueueEntry>> = [
    {
      header: "Player",
      kind: "rowHeader",
      cell: (request) => <TextLink href={playerHref(request.userId)}>{request.userId}</TextLink>,
    },
    { header: "IP address", cell: (request) => plainAddress(request.ipAddress) },
    { header: "Requested", cell: (request) => <ServerDate value={request.requestedAt} /> },
    {
      header: "Decision",
      cell: (request) => {
        const about = `${request.userId}, ${plainAddress(request.ipAddress)}`
        return (
          <div className={styles.decisions}>
            <Button
              tone="primary"
              aria-label={`Approve ${about}`}
              isPending={deciding === request.id}
              isDisabled={deciding !== null && deciding !== request.id}
              onPress={() => onDecide(request.id, "approve")}
            >
              Approve
            </Button>
            <Button
              tone="secondary"
              aria-label={`Reject ${about}`}
              isDisabled={deciding !== null}
              onPress={() => onDecide(request.id, "reject")}
            >
              Reject
            </Button>
          </div>
        )
      },
    },
  ]
  return (
    <ConsoleListState
      list={list}
      isEmpty={(waiting) => waiting.requests.length === 0}
      failed="The whitelist requests could not be read. Please try again."
      empty="No request is waiting for a decision."
    >
      {(waiting) => (
        <>
          <DataTable
            rows={waiting.requests}
            columns={columns}
            rowKey={(request) => request.id}
            label="IP whitelist requests"
          />
          <Pager
            current={page}
            last={waiting.pageCount}
            target={pageTarget}
            label="Whitelist request pages"
          />
        </>
      )}
    </ConsoleListState>
  )
}
