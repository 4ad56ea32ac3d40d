import { Fragment } from "react"
import * as table from "../../components/ContentTable/ContentTable.css.ts"
import { TableScroller } from "../../components/ContentTable/TableScroller.tsx"
import * as styles from "./Instructions.css.ts"
import { chatCommands, instructionsTexts } from "./instructionsTexts.ts"

const { chatColumns } = instructionsTexts

/** The game's chat commands: the command or its short forms, what it does, and its cost or limit. */
export const ChatCommandTable = ({ headingId }: { readonly headingId: string }) => (
  <TableScroller label={instructionsTexts.chatHeading}>
    <table className={table.table} aria-labelledby={headingId}>
      <thead>
        <tr>
          <th className={table.head}>{chatColumns.commands}</th>
          <th className={table.head}>{chatColumns.effect}</th>
          <th className={table.head}>{chatColumns.cost}</th>
        </tr>
      </thead>
      <tbody>
        {chatCommands.map((row) => (
          <tr key={row.commands.join()}>
            <th scope="row" className={styles.rowHeader}>
              {row.commands.map((command, index) => (
                <Fragment key={command}>
                  {index > 0 && instructionsTexts.commandSeparator}
                  <code className={styles.command}>{command}</code>
                </Fragment>
              ))}
            </th>
            <td className={table.cell}>{row.effect}</td>
            <td className={table.cell}>{row.cost ?? instructionsTexts.noCost}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </TableScroller>
)
