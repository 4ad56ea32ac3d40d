import { DataTable } from "../../components/DataTable/DataTable.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import english from "./instructionsTexts.en.json"
import { instructionColumnsIn, keyBindingsIn, mouseActionsIn } from "./instructionsTexts.ts"

/** The default keys of layouts Type A and Type B, one action a row. */
export const KeyTable = () => {
  const t = useMessages(english)
  const { keyColumns } = instructionColumnsIn(t)
  return (
    <DataTable
      rows={keyBindingsIn(t)}
      rowKey={(binding) => binding.action}
      label={t("instructionsTexts.keysHeading")}
      caption={t("instructionsTexts.keysHeading")}
      columns={[
        { header: keyColumns.action, kind: "rowHeader", cell: (binding) => binding.action },
        { header: keyColumns.typeA, cell: (binding) => binding.typeA },
        { header: keyColumns.typeB, cell: (binding) => binding.typeB },
      ]}
    />
  )
}

/** What each mouse button, the wheel and dragging do. */
export const MouseTable = () => {
  const t = useMessages(english)
  const { mouseColumns } = instructionColumnsIn(t)
  return (
    <DataTable
      rows={mouseActionsIn(t)}
      rowKey={(action) => action.input}
      label={t("instructionsTexts.mouseHeading")}
      caption={t("instructionsTexts.mouseHeading")}
      columns={[
        { header: mouseColumns.input, kind: "rowHeader", cell: (action) => action.input },
        { header: mouseColumns.effect, cell: (action) => action.effect },
      ]}
    />
  )
}
