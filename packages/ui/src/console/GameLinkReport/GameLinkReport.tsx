import { formatAmount, ledgerCurrencyNames } from "@gatehouse/domain"
import { type ReactNode, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import * as styles from "./GameLinkReport.css.ts"
import type { GameLinkReportView, MovedBalance, UnfinishedBalanceChange } from "./gameLinkReportTypes.ts"

export interface GameLinkReportProps {
  readonly report: LoadState<GameLinkReportView>
  /** Acknowledging is on its way to the server: its button waits. */
  readonly acknowledging: boolean
  readonly onAcknowledge: () => void
  /** Where a player's User ID leads: their record on the Players page. */
  readonly playerHref: (userId: string) => string
}

/** The states a balance change passes through (docs/game-link.md, "Balances and delivery"). */
const stateLabels: Readonly<Record<string, string>> = {
  pending: "Waiting to start",
  reserving: "Reserving items",
  charging: "Charging the game",
  charged: "Charged, delivering",
  needs_operator: "Needs staff: the game's balance could not be confirmed",
}

const signed = (amount: number) => `${amount > 0 ? "+" : ""}${formatAmount(amount)}`

const unfinishedColumns: ReadonlyArray<DataTableColumn<UnfinishedBalanceChange>> = [
  { header: "Change", kind: "rowHeader", cell: (change) => change.opKey },
  { header: "Account", kind: "number", cell: (change) => change.userNum },
  { header: "Kind", cell: (change) => change.kind },
  { header: "State", cell: (change) => stateLabels[change.state] ?? change.state },
  { header: "R-Coin", kind: "number", cell: (change) => formatAmount(change.rcoin) },
  { header: "Milleage", kind: "number", cell: (change) => formatAmount(change.milleage) },
]

const movedColumns = (
  playerHref: (userId: string) => string,
): ReadonlyArray<DataTableColumn<MovedBalance>> => [
  {
    header: "Player",
    kind: "rowHeader",
    cell: (row) => <TextLink href={playerHref(row.userId)}>{row.userId}</TextLink>,
  },
  { header: "Balance", cell: (row) => ledgerCurrencyNames[row.currency] },
  { header: "Portal last saw", kind: "number", cell: (row) => formatAmount(row.portal) },
  { header: "Game shows", kind: "number", cell: (row) => formatAmount(row.game) },
  { header: "Moved", kind: "number", cell: (row) => signed(row.game - row.portal) },
]

const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Without a link there is no game to compare with: the page says so, and how a link is set. */
const NoLink = () => (
  <Section title="No game link is set">
    <Notice tone="info">
      The server runs with <span className={styles.setting}>GAME_LINK=none</span>: the portal keeps its own
      accounts and balances, and a purchase is recorded but reaches no game (its items read "Waiting for game
      link"). There is nothing to reconcile.
    </Notice>
    <p className={styles.lead}>
      To link a RAN Online server, the operator sets <span className={styles.setting}>GAME_LINK=ran</span> and
      the addresses of the game's RanUser, RanGame1 and RanShop databases, as the game link guide
      (docs/game-link.md) describes, and restarts the server.
    </p>
  </Section>
)

/**
 * The game link page: which link is on and the reconciliation report. With `ran` it lists the
 * balance changes the game does not show as finished, and the accounts whose game balance moved
 * outside the portal, which an administrator acknowledges (each change gets a ledger row).
 */
export const GameLinkReport = ({ report, acknowledging, onAcknowledge, playerHref }: GameLinkReportProps) => {
  const [confirming, setConfirming] = useState(false)
  if (report.status === "loading")
    return (
      <Notice tone="empty" announce="status">
        Loading...
      </Notice>
    )
  if (report.status === "failed")
    return <Notice tone="danger">The game link report could not be read. Please try again.</Notice>
  const { link, unfinished, movedOutside } = report.value
  if (link === "none") return <NoLink />
  const accounts = new Set(movedOutside.map((row) => row.userNum)).size
  return (
    <div className={styles.root}>
      <p className={styles.lead}>
        Linked to the game's databases (<span className={styles.setting}>GAME_LINK=ran</span>): the game's
        balances and item bank are the record.
      </p>
      <Section title={`Unfinished balance changes (${unfinished.length})`}>
        {unfinished.length === 0 ? (
          <Notice tone="empty">Every balance change the portal started is finished in the game.</Notice>
        ) : (
          <>
            <p className={styles.lead}>
              The upkeep round finishes most of these by itself; one that needs staff was left alone so nobody
              is charged twice.
            </p>
            <DataTable
              rows={unfinished}
              columns={unfinishedColumns}
              rowKey={(change) => change.opKey}
              label="Unfinished balance changes"
            />
          </>
        )}
      </Section>
      <Section title={`Balances moved in the game (${movedOutside.length})`}>
        {movedOutside.length === 0 ? (
          <Notice tone="empty">Every linked account's balance is what the portal last saw.</Notice>
        ) : (
          <>
            <p className={styles.lead}>
              Spent or added in the game, by another tool or a GM, since the portal last looked.
            </p>
            <DataTable
              rows={movedOutside}
              columns={movedColumns(playerHref)}
              rowKey={(row) => `${row.userNum}-${row.currency}`}
              label="Balances moved in the game"
            />
          </>
        )}
        <div className={styles.actions}>
          <Button
            tone="primary"
            isPending={acknowledging}
            isDisabled={acknowledging || movedOutside.length === 0}
            onPress={() => setConfirming(true)}
          >
            Acknowledge balances
          </Button>
        </div>
        <ConfirmDialog
          title="Acknowledge balances"
          message={`Take the balances the game shows for ${accounts} account${accounts === 1 ? "" : "s"} as seen?`}
          confirmLabel="Acknowledge"
          isOpen={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            onAcknowledge()
          }}
        >
          <p className={styles.confirmNote}>
            Each change gets a ledger row, and the next report starts from these amounts.
          </p>
        </ConfirmDialog>
      </Section>
    </div>
  )
}
