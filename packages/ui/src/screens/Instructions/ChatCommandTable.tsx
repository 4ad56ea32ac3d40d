import { Fragment } from "react"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./Instructions.css.ts"
import english from "./instructionsTexts.en.json"
import { type ChatCommand, chatCommandsIn, instructionColumnsIn } from "./instructionsTexts.ts"

const Commands = ({ row }: { readonly row: ChatCommand }) => {
  const t = useMessages(english)
  return row.commands.map((command, index) => (
    <Fragment key={command}>
      {index > 0 && t("instructionsTexts.commandSeparator")}
      <code className={styles.command}>{command}</code>
    </Fragment>
  ))
}

/** The game's chat commands: the command or its short forms, what it does, and its cost or limit. */
export const ChatCommandTable = ({ headingId }: { readonly headingId: string }) => {
  const t = useMessages(english)
  const { chatColumns } = instructionColumnsIn(t)
  return (
    <DataTable
      rows={chatCommandsIn(t)}
      rowKey={(row) => row.commands.join()}
      label={t("instructionsTexts.chatHeading")}
      labelledBy={headingId}
      columns={[
        { header: chatColumns.commands, kind: "rowHeader", cell: (row) => <Commands row={row} /> },
        { header: chatColumns.effect, cell: (row) => row.effect },
        { header: chatColumns.cost, cell: (row) => row.cost ?? t("instructionsTexts.noCost") },
      ]}
    />
  )
}
