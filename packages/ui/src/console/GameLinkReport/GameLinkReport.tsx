import { formatAmount, ledgerCurrencyNames } from "@gatehouse/domain"
import { type ReactNode, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import * as styles from "./GameLinkReport.css.ts"
import english from "./GameLinkReport.en.json"
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
type T = Translate<keyof typeof english>

const stateLabels = (t: T): Readonly<Record<string, string>> => ({
  pending: t("GameLinkReport.pending"),
  reserving: t("GameLinkReport.reserving"),
  charging: t("GameLinkReport.charging"),
  charged: t("GameLinkReport.charged"),
  needs_operator: t("GameLinkReport.needsOperator"),
})

const signed = (amount: number) => `${amount > 0 ? "+" : ""}${formatAmount(amount)}`

const unfinishedColumns = (t: T): ReadonlyArray<DataTableColumn<UnfinishedBalanceChange>> => [
  { header: t("GameLinkReport.change"), kind: "rowHeader", cell: (change) => change.opKey },
  { header: t("GameLinkReport.account"), kind: "number", cell: (change) => change.userNum },
  { header: t("GameLinkReport.kind"), cell: (change) => change.kind },
  { header: t("GameLinkReport.state"), cell: (change) => stateLabels(t)[change.state] ?? change.state },
  { header: t("GameLinkReport.rcoin"), kind: "number", cell: (change) => formatAmount(change.rcoin) },
  { header: t("GameLinkReport.milleage"), kind: "number", cell: (change) => formatAmount(change.milleage) },
]

const movedColumns = (
  playerHref: (userId: string) => string,
  t: T,
): ReadonlyArray<DataTableColumn<MovedBalance>> => [
  {
    header: t("GameLinkReport.player"),
    kind: "rowHeader",
    cell: (row) => <TextLink href={playerHref(row.userId)}>{row.userId}</TextLink>,
  },
  { header: t("GameLinkReport.balance"), cell: (row) => ledgerCurrencyNames[row.currency] },
  { header: t("GameLinkReport.portalLastSaw"), kind: "number", cell: (row) => formatAmount(row.portal) },
  { header: t("GameLinkReport.gameShows"), kind: "number", cell: (row) => formatAmount(row.game) },
  { header: t("GameLinkReport.moved"), kind: "number", cell: (row) => signed(row.game - row.portal) },
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

/** The setting as an operator writes it: a name of the server's, the same in every language. */
const linkSetting = (value: "none" | "ran") => `GAME_LINK=${value}`

/** Without a link there is no game to compare with: the page says so, and how a link is set. */
const NoLink = () => {
  const t = useMessages(english)
  return (
    <Section title={t("GameLinkReport.noLinkTitle")}>
      <Notice tone="info">
        {t("GameLinkReport.noLinkBefore")} <span className={styles.setting}>{linkSetting("none")}</span>
        {t("GameLinkReport.noLinkAfter")}
      </Notice>
      <p className={styles.lead}>
        {t("GameLinkReport.howToLinkBefore")} <span className={styles.setting}>{linkSetting("ran")}</span>{" "}
        {t("GameLinkReport.howToLinkAfter")}
      </p>
    </Section>
  )
}

/**
 * The game link page: which link is on and the reconciliation report. With `ran` it lists the
 * balance changes the game does not show as finished, and the accounts whose game balance moved
 * outside the portal, which an administrator acknowledges (each change gets a ledger row).
 */
export const GameLinkReport = ({ report, acknowledging, onAcknowledge, playerHref }: GameLinkReportProps) => {
  const t = useMessages(english)
  const [confirming, setConfirming] = useState(false)
  if (report.status === "loading")
    return (
      <Notice tone="empty" announce="status">
        {t("GameLinkReport.loading")}
      </Notice>
    )
  if (report.status === "failed") return <Notice tone="danger">{t("GameLinkReport.failed")}</Notice>
  const { link, unfinished, movedOutside } = report.value
  if (link === "none") return <NoLink />
  const accounts = new Set(movedOutside.map((row) => row.userNum)).size
  return (
    <div className={styles.root}>
      <p className={styles.lead}>
        {t("GameLinkReport.linkedBefore")}
        <span className={styles.setting}>{linkSetting("ran")}</span>
        {t("GameLinkReport.linkedAfter")}
      </p>
      <Section title={t("GameLinkReport.unfinishedCount", { count: unfinished.length })}>
        {unfinished.length === 0 ? (
          <Notice tone="empty">{t("GameLinkReport.noUnfinished")}</Notice>
        ) : (
          <>
            <p className={styles.lead}>{t("GameLinkReport.unfinishedLead")}</p>
            <DataTable
              rows={unfinished}
              columns={unfinishedColumns(t)}
              rowKey={(change) => change.opKey}
              label={t("GameLinkReport.unfinished")}
            />
          </>
        )}
      </Section>
      <Section title={t("GameLinkReport.movedCount", { count: movedOutside.length })}>
        {movedOutside.length === 0 ? (
          <Notice tone="empty">{t("GameLinkReport.noneMoved")}</Notice>
        ) : (
          <>
            <p className={styles.lead}>{t("GameLinkReport.movedLead")}</p>
            <DataTable
              rows={movedOutside}
              columns={movedColumns(playerHref, t)}
              rowKey={(row) => `${row.userNum}-${row.currency}`}
              label={t("GameLinkReport.movedLabel")}
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
            {t("GameLinkReport.acknowledgeBalances")}
          </Button>
        </div>
        <ConfirmDialog
          title={t("GameLinkReport.acknowledgeBalances")}
          message={t("GameLinkReport.acknowledgeMessage", { count: accounts, shown: String(accounts) })}
          confirmLabel={t("GameLinkReport.acknowledge")}
          isOpen={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            onAcknowledge()
          }}
        >
          <p className={styles.confirmNote}>{t("GameLinkReport.confirmNote")}</p>
        </ConfirmDialog>
      </Section>
    </div>
  )
}
