import { plainAddress } from "@gatehouse/domain"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./WhitelistQueue.css.ts"
import english from "./WhitelistQueue.en.json"

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
  const t = useMessages(english)
  const columns: ReadonlyArray<DataTableColumn<WhitelistQueueEntry>> = [
    {
      header: t("WhitelistQueue.player"),
      kind: "rowHeader",
      cell: (request) => <TextLink href={playerHref(request.userId)}>{request.userId}</TextLink>,
    },
    { header: t("WhitelistQueue.ipAddress"), cell: (request) => plainAddress(request.ipAddress) },
    { header: t("WhitelistQueue.requested"), cell: (request) => <ServerDate value={request.requestedAt} /> },
    {
      header: t("WhitelistQueue.decision"),
      cell: (request) => {
        const about = `${request.userId}, ${plainAddress(request.ipAddress)}`
        return (
          <div className={styles.decisions}>
            <Button
              tone="primary"
              aria-label={t("WhitelistQueue.approveAbout", { about })}
              isPending={deciding === request.id}
              isDisabled={deciding !== null && deciding !== request.id}
              onPress={() => onDecide(request.id, "approve")}
            >
              {t("WhitelistQueue.approve")}
            </Button>
            <Button
              tone="secondary"
              aria-label={t("WhitelistQueue.rejectAbout", { about })}
              isDisabled={deciding !== null}
              onPress={() => onDecide(request.id, "reject")}
            >
              {t("WhitelistQueue.reject")}
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
      failed={t("WhitelistQueue.failed")}
      empty={t("WhitelistQueue.empty")}
    >
      {(waiting) => (
        <>
          <DataTable
            rows={waiting.requests}
            columns={columns}
            rowKey={(request) => request.id}
            label={t("WhitelistQueue.tableLabel")}
          />
          <Pager
            current={page}
            last={waiting.pageCount}
            target={pageTarget}
            label={t("WhitelistQueue.pagerLabel")}
          />
        </>
      )}
    </ConsoleListState>
  )
}
