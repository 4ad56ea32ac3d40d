import { formatAmount, toplistProtocols, voteRewardCurrency } from "@gatehouse/domain"
import { useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import { ConsoleOutcome, type ConsoleOutcomeNotice } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import { ToplistForm } from "../ToplistForm/ToplistForm.tsx"
import voteEnglish from "../voteTexts.en.json"
import * as styles from "./ToplistManager.css.ts"
import english from "./ToplistManager.en.json"
import type { ToplistDraft, ToplistErrors, ToplistOpen, ToplistView } from "./toplists.ts"

export interface ToplistManagerProps {
  /** Every toplist, on or off, in the order the Vote page lists them. */
  readonly toplists: LoadState<ReadonlyArray<ToplistView>>
  /** The most addresses a site's postbacks may come from. */
  readonly maxAddresses: number
  /** Called with the form's fields when the administrator saves a new or changed toplist. */
  readonly onSave: (draft: ToplistDraft) => void
  /** Called when another form opens or the form closes, so what was said of the last one can go. */
  readonly onOpen?: ((open: ToplistOpen) => void) | undefined
  /** The form open at first: a toplist just saved opens again, to show its postback address. */
  readonly initiallyOpen?: ToplistOpen | undefined
  readonly errors?: ToplistErrors | undefined
  readonly isPending?: boolean | undefined
  /** What the last save did, or why it was refused: told in the open form, else above the list. */
  readonly outcome?: ConsoleOutcomeNotice | undefined
}

/**
 * The toplists players vote on: each site with whether it is on, whether its votes are rewarded and
 * with how much, how often a player may vote, and its place on the Vote page. Edit opens a toplist
 * in the form under the list; Add a toplist opens an empty one.
 */
export const ToplistManager = ({
  toplists,
  maxAddresses,
  onSave,
  onOpen,
  initiallyOpen = "closed",
  errors,
  isPending,
  outcome,
}: ToplistManagerProps) => {
  const t = useMessages(english)
  const v = useMessages(voteEnglish)
  const headingId = useId()
  const [open, setOpen] = useState<ToplistOpen>(initiallyOpen)
  const choose = (next: ToplistOpen) => {
    setOpen(next)
    onOpen?.(next)
  }
  const hours = (count: number) => t("ToplistManager.hours", { count, shown: String(count) })
  const columns: ReadonlyArray<DataTableColumn<ToplistView>> = [
    { header: t("ToplistManager.toplist"), kind: "rowHeader", cell: (toplist) => toplist.name },
    { header: t("ToplistManager.site"), cell: (toplist) => toplistProtocols[toplist.kind].name },
    {
      header: t("ToplistManager.state"),
      cell: (toplist) => (toplist.enabled ? t("ToplistManager.on") : t("ToplistManager.off")),
    },
    {
      header: t("ToplistManager.rewards"),
      cell: (toplist) => (toplist.rewardsOn ? t("ToplistManager.on") : t("ToplistManager.off")),
    },
    {
      header: t("ToplistManager.reward"),
      kind: "number",
      cell: (toplist) => `${formatAmount(toplist.reward)} ${voteRewardCurrency.name}`,
    },
    { header: t("ToplistManager.cooldown"), kind: "number", cell: (toplist) => hours(toplist.cooldownHours) },
    { header: t("ToplistManager.order"), kind: "number", cell: (toplist) => toplist.sortOrder },
    {
      header: t("ToplistManager.actions"),
      cell: (toplist) => (
        <Button
          tone="secondary"
          onPress={() => choose(toplist.id)}
          aria-label={t("ToplistManager.editOf", { name: toplist.name })}
        >
          {t("ToplistManager.edit")}
        </Button>
      ),
    },
  ]
  const listed = toplists.status === "loaded" ? toplists.value : []
  const opened = typeof open === "number" ? listed.find((toplist) => toplist.id === open) : undefined
  const isFormOpen = open === "new" || opened !== undefined
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.heading}>
          {t("ToplistManager.heading")}
        </h2>
        <Button tone="primary" onPress={() => choose("new")} isDisabled={toplists.status !== "loaded"}>
          {t("ToplistManager.add")}
        </Button>
      </div>
      <p className={styles.intro}>{v("voteTexts.toplistsIntro", { currency: voteRewardCurrency.name })}</p>
      {!isFormOpen && <ConsoleOutcome outcome={outcome} />}
      <ConsoleListState
        list={toplists}
        isEmpty={(all) => all.length === 0}
        failed={v("voteTexts.toplistsFailed")}
        empty={v("voteTexts.noToplist")}
      >
        {(all) => (
          <DataTable
            rows={all}
            columns={columns}
            rowKey={(toplist) => toplist.id}
            label={t("ToplistManager.heading")}
          />
        )}
      </ConsoleListState>
      {isFormOpen && (
        <ToplistForm
          // Each toplist opened starts from what the server holds.
          key={open}
          toplist={opened}
          maxAddresses={maxAddresses}
          onSave={onSave}
          onCancel={() => choose("closed")}
          errors={errors}
          isPending={isPending}
          outcome={outcome}
        />
      )}
    </section>
  )
}
