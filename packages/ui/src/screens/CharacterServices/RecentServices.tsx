import { characterServiceMessages, characterServiceTexts } from "@gatehouse/domain"
import { useId } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { serviceUseStateLabels, characterServicesTexts as texts } from "./characterServicesTexts.ts"
import * as styles from "./RecentServices.css.ts"
import { ServicePrice } from "./ServicePrice.tsx"
import type { ServiceUseOnPage } from "./servicesOnPage.ts"

const columns: ReadonlyArray<DataTableColumn<ServiceUseOnPage>> = [
  { header: texts.service, kind: "rowHeader", cell: (use) => characterServiceTexts[use.service].name },
  { header: texts.character, cell: (use) => use.characterName ?? texts.account },
  { header: texts.detail, cell: (use) => (use.detail === "" ? "—" : use.detail) },
  {
    header: texts.price,
    kind: "number",
    // The currency by its icon (and to screen readers by name), so a price fits a phone's half column.
    cell: (use) => <ServicePrice currency={use.currency} price={use.price} isNameShown={false} />,
  },
  {
    header: texts.state,
    cell: (use) => (
      <span className={styles.state}>
        <span className={styles.badge[use.state]}>{serviceUseStateLabels[use.state]}</span>
        {use.state === "refunded" && use.reason !== null && (
          <span>{characterServiceMessages.refunded(use.reason)}</span>
        )}
      </span>
    ),
  },
  { header: texts.date, cell: (use) => <ServerDate value={use.usedAt} /> },
]

/** The services the player used lately, newest first as the server lists them, or that there are none. */
export const RecentServices = ({ recent }: { readonly recent: ReadonlyArray<ServiceUseOnPage> }) => {
  const headingId = useId()
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {texts.recent}
      </h2>
      {recent.length === 0 ? (
        <Notice tone="empty">{texts.noRecent}</Notice>
      ) : (
        <DataTable
          rows={recent}
          columns={columns}
          rowKey={(use) => use.id}
          label={texts.recent}
          labelledBy={headingId}
        />
      )}
    </section>
  )
}
