import { type ReactNode, useId } from "react"
import * as styles from "./Field.css.ts"

/** What a field hands its control: its id, its description and error, its box. */
export interface FieldControlProps {
  readonly id: string
  readonly className: string
  readonly "aria-describedby": string | undefined
  readonly "aria-invalid": true | undefined
}

export interface FieldProps {
  /** The field's label, shown above the control. */
  readonly label: string
  /** A line under the control saying what to enter, read with the control by screen readers. */
  readonly description?: string | undefined
  /**
   * The message about what was entered, shown under the control; the control is marked as wrong and
   * described by it while it shows.
   */
  readonly errorMessage?: string | undefined
  /**
   * Draws the control (an `input`, a `select`) with the props it is given: its id (the label points
   * at it), its box's look, and what describes it.
   */
  readonly children: (control: FieldControlProps) => ReactNode
}

/**
 * What every form control stands in: its label above, the control in the shared box (height, border,
 * focus ring, the red border while wrong), a description and the error line under it. Text fields
 * and choice lists are this field around their own control.
 */
export const Field = ({ label, description, errorMessage, children }: FieldProps) => {
  const id = useId()
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const isInvalid = errorMessage !== undefined
  const describedBy = [description !== undefined && descriptionId, isInvalid && errorId].filter(Boolean)
  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: styles.control,
        "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
        "aria-invalid": isInvalid || undefined,
      })}
      {description !== undefined && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {isInvalid && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  )
}
