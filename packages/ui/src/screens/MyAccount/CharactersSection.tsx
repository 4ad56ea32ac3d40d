import { useId } from "react"
import { AccountFormHeading } from "../../components/AccountForm/AccountForm.tsx"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { AccountUser } from "./AccountDetailsForm.tsx"
import english from "./CharactersSection.en.json"
import * as styles from "./MyAccount.css.ts"

/** The account's characters, each with its name and level, on My Account. */
export const CharactersSection = ({ characters }: { readonly characters: AccountUser["characters"] }) => {
  const headingId = useId()
  const list = characters ?? []
  const t = useMessages(english)
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <AccountFormHeading id={headingId}>{t("CharactersSection.heading")}</AccountFormHeading>
      {list.length === 0 ? (
        <Notice tone="empty">{t("CharactersSection.empty")}</Notice>
      ) : (
        <DataTable
          rows={list}
          rowKey={(character) => character.ChaName}
          label={t("CharactersSection.label")}
          labelledBy={headingId}
          columns={[
            {
              header: t("CharactersSection.name"),
              kind: "rowHeader",
              cell: (character) => character.ChaName,
            },
            { header: t("CharactersSection.level"), kind: "number", cell: (character) => character.ChaLevel },
          ]}
        />
      )}
    </section>
  )
}
