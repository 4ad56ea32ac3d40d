import { useId } from "react"
import * as formStyles from "../../components/AccountForm/AccountForm.css.ts"
import type { AccountUser } from "./AccountDetailsForm.tsx"
import * as styles from "./MyAccount.css.ts"

/** The account's characters, each with its name and level, on My Account. */
export const CharactersSection = ({ characters }: { readonly characters: AccountUser["characters"] }) => {
  const headingId = useId()
  const list = characters ?? []
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} className={formStyles.heading.part}>
        <span className={formStyles.ornament} aria-hidden="true" />
        Characters
      </h2>
      {list.length === 0 ? (
        <p className={styles.note}>No characters yet. Create one in the game and it will be listed here.</p>
      ) : (
        <div className={styles.tableBox}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Name
                </th>
                <th scope="col" className={styles.numberCell}>
                  Level
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((character) => (
                <tr key={character.ChaName}>
                  <td className={styles.cell}>{character.ChaName}</td>
                  <td className={styles.numberCell}>{character.ChaLevel}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
