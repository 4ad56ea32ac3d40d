import * as table from "../../components/ContentTable/ContentTable.css.ts"
import * as styles from "./Instructions.css.ts"
import { instructionsTexts, keyBindings, mouseActions } from "./instructionsTexts.ts"

const { keyColumns, mouseColumns } = instructionsTexts

/** The default keys of layouts Type A and Type B, one action a row. */
export const KeyTable = () => (
  <table className={table.table}>
    <caption className={styles.caption}>{instructionsTexts.keysHeading}</caption>
    <thead>
      <tr>
        <th className={table.head}>{keyColumns.action}</th>
        <th className={table.head}>{keyColumns.typeA}</th>
        <th className={table.head}>{keyColumns.typeB}</th>
      </tr>
    </thead>
    <tbody>
      {keyBindings.map((binding) => (
        <tr key={binding.action}>
          <th scope="row" className={styles.rowHeader}>
            {binding.action}
          </th>
          <td className={table.cell}>{binding.typeA}</td>
          <td className={table.cell}>{binding.typeB}</td>
        </tr>
      ))}
    </tbody>
  </table>
)

/** What each mouse button, the wheel and dragging do. */
export const MouseTable = () => (
  <table className={table.table}>
    <caption className={styles.caption}>{instructionsTexts.mouseHeading}</caption>
    <thead>
      <tr>
        <th className={table.head}>{mouseColumns.input}</th>
        <th className={table.head}>{mouseColumns.effect}</th>
      </tr>
    </thead>
    <tbody>
      {mouseActions.map((action) => (
        <tr key={action.input}>
          <th scope="row" className={styles.rowHeader}>
            {action.input}
          </th>
          <td className={table.cell}>{action.effect}</td>
        </tr>
      ))}
    </tbody>
  </table>
)
