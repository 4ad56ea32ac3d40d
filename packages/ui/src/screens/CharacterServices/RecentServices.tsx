import { useId } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { type Translate, useDomainMessages, useMessages } from "../../i18n/Messages.tsx"
import english from "./characterServicesTexts.en.json"
import { serviceUseStateLabels } from "./characterServicesTexts.ts"
import * as styles from "./RecentServices.css.ts"
import { ServicePrice } from "./ServicePrice.tsx"
import type { ServiceUseOnPage } from "./servicesOnPage.ts"
import { useServiceWords } from "./useServiceWords.ts"

const columnsIn = (
  t: Translate<keyof typeof english>,
  sayState: Translate<keyof typeof serviceUseStateLabels>,
  words: ReturnType<typeof useServiceWords>,
): ReadonlyArray<DataTableColumn<ServiceUseOnPage>> => [
  {
    header: t("characterServicesTexts.service"),
    kind: "rowHeader",
    cell: (use) => words.name(use.service),
  },
  {
    header: t("characterServicesTexts.character"),
    cell: (use) => use.characterName ?? t("characterServicesTexts.account"),
  },
  { header: t("characterServicesTexts.detail"), cell: (use) => (use.detail === "" ? "—" : use.detail) },
  {
    header: t("characterServicesTexts.price"),
    kind: "number",
    // The currency by its icon (and to screen readers by name), so a price fits a phone's half column.
    cell: (use) => <ServicePrice currency={use.currency} price={use.price} isNameShown={false} />,
  },
  {
    header: t("characterServicesTexts.state"),
    cell: (use) => (
      <span className={styles.state}>
        <span className={styles.badge[use.state]}>{sayState(use.state)}</span>
        {use.state === "refunded" && use.reason !== null && <span>{words.refunded(use.reason)}</span>}
      </span>
    ),
  },
  { header: t("characterServicesTexts.date"), cell: (use) => <ServerDate value={use.usedAt} /> },
]

/** The services the player used lately, newest first as the server lists them, or that there are none. */
export const RecentServices = ({ recent }: { readonly recent: ReadonlyArray<ServiceUseOnPage> }) => {
  const t = useMessages(english)
  const sayState = useDomainMessages("serviceUseStateLabels", serviceUseStateLabels)
  const words = useServiceWords()
  const headingId = useId()
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("characterServicesTexts.recent")}
      </h2>
      {recent.length === 0 ? (
        <Notice tone="empty">{t("characterServicesTexts.noRecent")}</Notice>
      ) : (
        <DataTable
          rows={recent}
          columns={columnsIn(t, sayState, words)}
          rowKey={(use) => use.id}
          label={t("characterServicesTexts.recent")}
          labelledBy={headingId}
        />
      )}
    </section>
  )
}
