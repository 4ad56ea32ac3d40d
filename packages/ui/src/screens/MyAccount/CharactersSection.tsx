import { useId } from "react"
import { AccountFormHeading } from "../../components/AccountForm/AccountForm.tsx"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import type { AccountUser } from "./AccountDetailsForm.tsx"
import * as styles from "./MyAccount.css.ts"

/** The account's characters, each with its name and level, on My Account. */
export const CharactersSection = ({ characters }: { readonly characters: AccountUser["characters"] }) => {
  const headingId = useId()
  const list = characters ?? []
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <AccountFormHeading id={headingId}>Characters</AccountFormHeading>
      {list.length === 0 ? (
        <Notice tone="empty">No characters yet. Create one in the game and it will be listed here.</Notice>
      ) : (
        <DataTable
          rows={list}
          rowKey={(character) => character.ChaName}
          label="Characters"
          labelledBy={headingId}
          columns={[
            { header: "Name", kind: "rowHeader", cell: (character) => character.ChaName },
            { header: "Level", kind: "number", cell: (character) => character.ChaLevel },
          ]}
        />
      )}
    </section>
  )
}
