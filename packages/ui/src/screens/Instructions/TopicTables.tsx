import { DataTable } from "../../components/DataTable/DataTable.tsx"
import { instructionsTexts, keyBindings, mouseActions } from "./instructionsTexts.ts"

const { keyColumns, mouseColumns } = instructionsTexts

/** The default keys of layouts Type A and Type B, one action a row. */
export const KeyTable = () => (
  <DataTable
    rows={keyBindings}
    rowKey={(binding) => binding.action}
    label={instructionsTexts.keysHeading}
    caption={instructionsTexts.keysHeading}
    columns={[
      { header: keyColumns.action, kind: "rowHeader", cell: (binding) => binding.action },
      { header: keyColumns.typeA, cell: (binding) => binding.typeA },
      { header: keyColumns.typeB, cell: (binding) => binding.typeB },
    ]}
  />
)

/** What each mouse button, the wheel and dragging do. */
export const MouseTable = () => (
  <DataTable
    rows={mouseActions}
    rowKey={(action) => action.input}
    label={instructionsTexts.mouseHeading}
    caption={instructionsTexts.mouseHeading}
    columns={[
      { header: mouseColumns.input, kind: "rowHeader", cell: (action) => action.input },
      { header: mouseColumns.effect, cell: (action) => action.effect },
    ]}
  />
)
