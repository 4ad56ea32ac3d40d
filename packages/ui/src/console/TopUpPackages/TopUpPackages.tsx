import { currencies, formatCents, formatPesos } from "@gatehouse/domain"
import { useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import { ConsoleOutcome, type ConsoleOutcomeNotice } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import {
  emptyTopUpPackageDraft,
  type TopUpPackageDraft,
  type TopUpPackageField,
  TopUpPackageForm,
} from "../TopUpPackageForm/TopUpPackageForm.tsx"
import * as styles from "./TopUpPackages.css.ts"
import english from "./TopUpPackages.en.json"

/** A package as the console lists it: price in centavos, R-Coin in cents. */
export interface TopUpPackageView {
  readonly id: number
  readonly name: string
  readonly priceCentavos: number
  readonly rcoinCents: number
  readonly bonusCents: number
  readonly onSale: boolean
  readonly sortOrder: number
}

export interface TopUpPackagesProps {
  /** Every package, on sale or not, in the order players see them. */
  readonly list: LoadState<ReadonlyArray<TopUpPackageView>>
  /** Called with the form's fields when the administrator saves a new or changed package. */
  readonly onSave: (draft: TopUpPackageDraft) => void
  /** What is wrong with each field of the form, from the rules or the server. */
  readonly errors?: Partial<Record<TopUpPackageField, string>>
  /** While a package is being saved. */
  readonly isPending?: boolean
  /** What the last save did, or why it was refused. */
  readonly outcome?: ConsoleOutcomeNotice | undefined
}

/** Whole cents as the form shows them, without thousands separators: 19950 → "199.50". */
const typedAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`

/** A listed package as its form starts. */
export const topUpPackageDraftOf = (pack: TopUpPackageView): TopUpPackageDraft => ({
  id: pack.id,
  name: pack.name,
  price: typedAmount(pack.priceCentavos),
  rcoin: typedAmount(pack.rcoinCents),
  bonus: typedAmount(pack.bonusCents),
  sortOrder: String(pack.sortOrder),
  onSale: pack.onSale,
})

const coin = (cents: number) => `${formatCents(cents)} ${currencies.coin.name}`

/**
 * The top-up packages players pay for through the gateways: what each costs and loads, whether it
 * is on sale, and its place in the list; each one opens in the form under the table, which adds a
 * new package otherwise.
 */
export const TopUpPackages = ({ list, onSave, errors, isPending, outcome }: TopUpPackagesProps) => {
  const t = useMessages(english)
  const headingId = useId()
  const [editing, setEditing] = useState<TopUpPackageView | null>(null)
  const columns: ReadonlyArray<DataTableColumn<TopUpPackageView>> = [
    { header: t("TopUpPackages.package"), kind: "rowHeader", cell: (pack) => pack.name },
    { header: t("TopUpPackages.price"), kind: "number", cell: (pack) => formatPesos(pack.priceCentavos) },
    { header: t("TopUpPackages.rcoin"), kind: "number", cell: (pack) => coin(pack.rcoinCents) },
    {
      header: t("TopUpPackages.bonus"),
      kind: "number",
      cell: (pack) => (pack.bonusCents === 0 ? t("TopUpPackages.none") : coin(pack.bonusCents)),
    },
    {
      header: t("TopUpPackages.onSale"),
      cell: (pack) => (pack.onSale ? t("TopUpPackages.onSale") : t("TopUpPackages.offSale")),
    },
    { header: t("TopUpPackages.order"), kind: "number", cell: (pack) => pack.sortOrder },
    {
      header: t("TopUpPackages.actions"),
      cell: (pack) => (
        <Button
          tone="secondary"
          onPress={() => setEditing(pack)}
          aria-label={t("TopUpPackages.editOf", { name: pack.name })}
        >
          {t("TopUpPackages.edit")}
        </Button>
      ),
    },
  ]
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("TopUpPackages.heading")}
      </h2>
      <p className={styles.intro}>{t("TopUpPackages.intro")}</p>
      <ConsoleOutcome outcome={outcome} />
      <ConsoleListState
        list={list}
        isEmpty={(packages) => packages.length === 0}
        failed={t("TopUpPackages.failed")}
        empty={t("TopUpPackages.empty")}
      >
        {(packages) => (
          <DataTable
            rows={packages}
            columns={columns}
            rowKey={(pack) => pack.id}
            label={t("TopUpPackages.heading")}
          />
        )}
      </ConsoleListState>
      <TopUpPackageForm
        key={editing?.id ?? "new"}
        initial={editing === null ? emptyTopUpPackageDraft : topUpPackageDraftOf(editing)}
        onSave={onSave}
        onCancel={editing === null ? undefined : () => setEditing(null)}
        errors={errors}
        isPending={isPending}
      />
    </section>
  )
}
