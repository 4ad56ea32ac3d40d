import { Fragment } from "react"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import * as styles from "./Instructions.css.ts"
import { type ChatCommand, chatCommands, instructionsTexts } from "./instructionsTexts.ts"

const { chatColumns } = instructionsTexts

const Commands = ({ row }: { readonly row: ChatCommand }) =>
  row.commands.map((command, index) => (
    <Fragment key={command}>
      {index > 0 && instructionsTexts.commandSeparator}
      <code className={styles.command}>{command}</code>
    </Fragment>
  ))

/** The game's chat commands: the command or its short forms, what it does, and its cost or limit. */
export const ChatCommandTable = ({ headingId }: { readonly headingId: string }) => (
  <DataTable
    rows={chatCommands}
    rowKey={(row) => row.commands.join()}
    label={instructionsTexts.chatHeading}
    labelledBy={headingId}
    columns={[
      { header: chatColumns.commands, kind: "rowHeader", cell: (row) => <Commands row={row} /> },
      { header: chatColumns.effect, cell: (row) => row.effect },
      { header: chatColumns.cost, cell: (row) => row.cost ?? instructionsTexts.noCost },
    ]}
  />
)
