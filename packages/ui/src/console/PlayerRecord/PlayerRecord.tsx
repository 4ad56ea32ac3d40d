import { formatAmount, plainAddress } from "@gatehouse/domain"
import { type ReactNode, useId } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState, ConsoleLoadNotice } from "../ConsoleListState/ConsoleListState.tsx"
import { CancelItemButton } from "./CancelItemButton.tsx"
import { AdjustBalanceForm, LoginBlockForm, StaffLevelForm } from "./PlayerActions.tsx"
import * as styles from "./PlayerRecord.css.ts"
import english from "./PlayerRecord.en.json"
import levelEnglish from "./playerRecordTypes.en.json"
import type {
  PlayerAction,
  PlayerAdjustment,
  PlayerLedgerView,
  PlayerLevel,
  PlayerRecordView,
} from "./playerRecordTypes.ts"
import { usePlayerColumns } from "./playerTables.tsx"

export interface PlayerRecordProps {
  readonly record: LoadState<PlayerRecordView>
  readonly ledger: LoadState<PlayerLedgerView>
  readonly ledgerPage: number
  /** Where the ledger's page links lead; the pager appends `&page={n}`. */
  readonly ledgerPageTarget: string
  /** Where "All players" leads: back to the search. */
  readonly searchHref: string
  /** The record is the signed-in administrator's own: their block and level cannot be changed. */
  readonly isOwnAccount: boolean
  /** The action on its way to the server, if any: its button waits and the others are held. */
  readonly busy: PlayerAction | null
  /** Changes each time the server accepts an action, so the forms start empty again. */
  readonly formsVersion: number
  readonly onAdjust: (adjustment: PlayerAdjustment) => void
  readonly onBlock: (reason: string) => void
  readonly onUnblock: () => void
  readonly onSetLevel: (level: PlayerLevel) => void
  /** Cancels the item with this PurKey in the game's item bank; its price goes back once. */
  readonly onCancelItem: (purKey: number) => void
}

/** A part of the record under its own heading. */
const Part = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const id = useId()
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 id={id} className={styles.partHeading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

const Fact = ({ name, children }: { readonly name: string; readonly children: ReactNode }) => (
  <div className={styles.fact}>
    <dt className={styles.factName}>{name}</dt>
    <dd className={styles.factValue}>{children}</dd>
  </div>
)

/** A short list, or a line saying there is none. */
const NewestList = <Row,>({
  rows,
  count,
  label,
  none,
  columns,
  rowKey,
}: {
  readonly rows: ReadonlyArray<Row>
  readonly count: number
  readonly label: string
  readonly none: string
  readonly columns: ReadonlyArray<DataTableColumn<Row>>
  readonly rowKey: (row: Row) => string | number
}) => {
  const t = useMessages(english)
  return rows.length === 0 ? (
    <Notice tone="empty">{none}</Notice>
  ) : (
    <>
      <DataTable rows={rows} columns={columns} rowKey={rowKey} label={label} />
      {count > rows.length && (
        <p className={styles.note}>{t("PlayerRecord.newestOf", { shown: rows.length, count })}</p>
      )}
    </>
  )
}

/**
 * One account on the Players page: who it is, its balances and their ledger, what it bought and
 * redeemed (and where each item stands in the game), the character services it used, its tickets
 * and whitelist requests; and what an administrator may do to it: adjust a balance with a reason,
 * block or unblock its login, set its staff level, cancel an item still waiting in the item bank.
 * Every action is audited. On an account the reader does not stand above (another administrator,
 * the owner) the actions stay in view, disabled, under the server's reason.
 */
export const PlayerRecord = ({
  record,
  ledger,
  ledgerPage,
  ledgerPageTarget,
  searchHref,
  isOwnAccount,
  busy,
  formsVersion,
  onAdjust,
  onBlock,
  onUnblock,
  onSetLevel,
  onCancelItem,
}: PlayerRecordProps) => {
  const t = useMessages(english)
  const l = useMessages(levelEnglish)
  const columns = usePlayerColumns()
  const back = (
    <p className={styles.back}>
      <TextLink href={searchHref}>{t("PlayerRecord.allPlayers")}</TextLink>
    </p>
  )
  if (record.status !== "loaded")
    return (
      <>
        {back}
        <ConsoleLoadNotice status={record.status} failed={t("PlayerRecord.failed")} />
      </>
    )
  const player = record.value
  // An account the reader does not stand above: every action is shown disabled, with the reason.
  const refusal = player.standing.refusal
  return (
    <div className={styles.root}>
      {back}
      <Part title={player.userId}>
        <dl className={styles.facts}>
          <Fact name={t("PlayerRecord.email")}>{player.email}</Fact>
          <Fact name={t("PlayerRecord.level")}>
            {t("PlayerRecord.levelValue", {
              level: l(`playerRecordTypes.${player.level}`),
              userType: player.userType,
            })}
            {player.standing.isOwner ? t("PlayerRecord.theOwner") : ""}
          </Fact>
          <Fact name={t("PlayerRecord.registered")}>
            <ServerDate value={player.createdAt} />
          </Fact>
          <Fact name={t("PlayerRecord.lastLogin")}>
            {player.lastLoginAt === null ? (
              t("PlayerRecord.never")
            ) : (
              <>
                <ServerDate value={player.lastLoginAt} />
                {player.lastLoginIp === null
                  ? ""
                  : t("PlayerRecord.fromAddress", { address: plainAddress(player.lastLoginIp) })}
              </>
            )}
          </Fact>
          <Fact name={t("PlayerRecord.login")}>
            {player.blockedAt === null ? (
              t("PlayerRecord.allowed")
            ) : (
              <>
                {t("PlayerRecord.blockedSince")} <ServerDate value={player.blockedAt} />:{" "}
                {player.blockedReason}
              </>
            )}
          </Fact>
        </dl>
        {refusal !== null && <Notice tone="info">{refusal}</Notice>}
      </Part>
      <Part title={t("PlayerRecord.balances")}>
        <dl className={styles.balances}>
          <Fact name={t("PlayerRecord.rcoin")}>{formatAmount(player.rcoin)}</Fact>
          <Fact name={t("PlayerRecord.milleage")}>{formatAmount(player.milleage)}</Fact>
        </dl>
        <AdjustBalanceForm
          key={formsVersion}
          userId={player.userId}
          balances={{ rcoin: player.rcoin, milleage: player.milleage }}
          refusal={refusal}
          busy={busy}
          onAdjust={onAdjust}
        />
      </Part>
      <Part title={t("PlayerRecord.login")}>
        <LoginBlockForm
          key={formsVersion}
          userId={player.userId}
          blockedAt={player.blockedAt}
          isOwnAccount={isOwnAccount}
          refusal={refusal}
          busy={busy}
          onBlock={onBlock}
          onUnblock={onUnblock}
        />
      </Part>
      <Part title={t("PlayerRecord.staffLevel")}>
        <StaffLevelForm
          key={`${formsVersion}-${player.level}`}
          level={player.level}
          levels={player.standing.levels}
          isOwnAccount={isOwnAccount}
          refusal={refusal}
          busy={busy}
          onSetLevel={onSetLevel}
        />
      </Part>
      <Part title={t("PlayerRecord.ledger")}>
        <ConsoleListState
          list={ledger}
          isEmpty={(loaded) => loaded.lines.length === 0}
          failed={t("PlayerRecord.ledgerFailed")}
          empty={t("PlayerRecord.ledgerEmpty")}
        >
          {(loaded) => (
            <>
              <DataTable
                rows={loaded.lines}
                columns={columns.ledger}
                rowKey={(line) => line.id}
                label={t("PlayerRecord.ledger")}
              />
              <Pager
                current={ledgerPage}
                last={loaded.pageCount}
                target={ledgerPageTarget}
                label={t("PlayerRecord.ledgerPages")}
              />
            </>
          )}
        </ConsoleListState>
      </Part>
      <Part title={t("PlayerRecord.purchasesCount", { count: player.purchases.count })}>
        <NewestList
          rows={player.purchases.newest}
          count={player.purchases.count}
          label={t("PlayerRecord.purchases")}
          none={t("PlayerRecord.noPurchase")}
          columns={columns.purchasesWith((purchase) => (
            <CancelItemButton
              userId={player.userId}
              purchase={purchase}
              refusal={refusal}
              busy={busy}
              onCancelItem={onCancelItem}
            />
          ))}
          rowKey={(purchase) => purchase.id}
        />
      </Part>
      <Part title={t("PlayerRecord.redemptionsCount", { count: player.redemptions.count })}>
        <NewestList
          rows={player.redemptions.newest}
          count={player.redemptions.count}
          label={t("PlayerRecord.redemptions")}
          none={t("PlayerRecord.noRedemption")}
          columns={columns.redemptions}
          rowKey={(redemption) => redemption.code}
        />
      </Part>
      <Part title={t("PlayerRecord.servicesCount", { count: player.characterServices.count })}>
        <NewestList
          rows={player.characterServices.newest}
          count={player.characterServices.count}
          label={t("PlayerRecord.services")}
          none={t("PlayerRecord.noService")}
          columns={columns.serviceUses}
          rowKey={(use) => use.id}
        />
      </Part>
      <Part title={t("PlayerRecord.ticketsCount", { count: player.tickets.count })}>
        <NewestList
          rows={player.tickets.newest}
          count={player.tickets.count}
          label={t("PlayerRecord.tickets")}
          none={t("PlayerRecord.noTicket")}
          columns={columns.tickets}
          rowKey={(ticket) => ticket.ticketCode}
        />
      </Part>
      <Part title={t("PlayerRecord.whitelist")}>
        <NewestList
          rows={player.whitelist}
          count={player.whitelist.length}
          label={t("PlayerRecord.whitelist")}
          none={t("PlayerRecord.noWhitelist")}
          columns={columns.whitelist}
          rowKey={(request) => request.id}
        />
      </Part>
    </div>
  )
}
