import type { KeyboardEvent, ReactNode } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import english from "./InsertPanel.en.json"
import * as styles from "./RichTextEditor.css.ts"

/**
 * Enter in one of the insert fields applies it instead of submitting the form the editor stands in;
 * Escape closes it.
 */
const insertKeys = (apply: () => void, close: () => void) => (event: KeyboardEvent) => {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
    event.preventDefault()
    apply()
  } else if (event.key === "Escape") {
    event.preventDefault()
    close()
  }
}

export interface InsertPanelProps {
  /** The panel's id, named by the toolbar button that opens it. */
  readonly id: string
  /** What the panel adds, e.g. "Add a link". */
  readonly legend: string
  /** The text of the button that applies it. */
  readonly applyLabel: string
  readonly onApply: () => void
  /** Closes the panel and gives the writing area its focus back. */
  readonly onClose: () => void
  /** A further action between apply and Cancel (Remove link), if any. */
  readonly otherAction?: ReactNode
  /** The panel's fields. */
  readonly children: ReactNode
}

/** The panel under the toolbar where a link or picture is typed in, applied, or cancelled. */
export const InsertPanel = ({
  id,
  legend,
  applyLabel,
  onApply,
  onClose,
  otherAction,
  children,
}: InsertPanelProps) => {
  const t = useMessages(english)
  return (
    <fieldset id={id} className={styles.insertPanel} onKeyDown={insertKeys(onApply, onClose)}>
      <legend className={styles.insertLegend}>{legend}</legend>
      {children}
      <div className={styles.insertActions}>
        <Button tone="primary" onPress={onApply}>
          {applyLabel}
        </Button>
        {otherAction}
        <Button tone="quiet" onPress={onClose}>
          {t("InsertPanel.cancel")}
        </Button>
      </div>
    </fieldset>
  )
}
