import { type FormEvent, type ReactNode, useId } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./ContentForm.css.ts"
import english from "./ContentForm.en.json"

export interface ContentFormProps {
  /** The form's heading, e.g. "New banner" or "Edit banner". */
  readonly title: string
  /** The text of the Save button. */
  readonly submitLabel: string
  /** Called when the form is submitted (Save pressed, or Enter in a field). */
  readonly onSubmit: () => void
  /** Where Cancel leads (the list the form was opened from); no Cancel when left out. */
  readonly cancelHref?: string | undefined
  /** While the change is being saved: the button shows it is busy and cannot be pressed again. */
  readonly isPending?: boolean
  /** The form's fields. */
  readonly children: ReactNode
}

/** A console form: its heading, its fields, and Save beside Cancel. Submitting never reloads the page. */
export const ContentForm = ({
  title,
  submitLabel,
  onSubmit,
  cancelHref,
  isPending,
  children,
}: ContentFormProps) => {
  const t = useMessages(english)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onSubmit()
  }
  return (
    <form className={styles.root} onSubmit={submit} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
      <div className={styles.actions}>
        <Button type="submit" tone="primary" isDisabled={isPending}>
          {submitLabel}
        </Button>
        {cancelHref !== undefined && (
          <LinkButton href={cancelHref} tone="secondary">
            {t("ContentForm.cancel")}
          </LinkButton>
        )}
      </div>
    </form>
  )
}

export interface ContentSwitchProps {
  /** The control's label, shown with it. */
  readonly label: string
  /** The control's name in the form. */
  readonly name: string
  /** Whether it is on. */
  readonly isSelected: boolean
  /** Called with the new value each time it changes. */
  readonly onChange: (isSelected: boolean) => void
  /** A line under it saying what the choice does, read with it by screen readers. */
  readonly description?: string | undefined
}

/** An on/off choice of a console form, e.g. "Shown in the rotator". */
export const ContentSwitch = ({ label, name, isSelected, onChange, description }: ContentSwitchProps) => {
  const descriptionId = useId()
  const choice = (
    <label className={styles.switchRow}>
      <input
        type="checkbox"
        className={styles.switchBox}
        name={name}
        checked={isSelected}
        aria-describedby={description === undefined ? undefined : descriptionId}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {label}
    </label>
  )
  return description === undefined ? (
    choice
  ) : (
    <div className={styles.switchField}>
      {choice}
      <p id={descriptionId} className={styles.switchDescription}>
        {description}
      </p>
    </div>
  )
}

export interface ContentTextAreaProps {
  /** The control's label, shown with it. */
  readonly label: string
  /** The control's name in the form. */
  readonly name: string
  /** What the control holds now. */
  readonly value: string
  /** Called with the new value each time it changes. */
  readonly onChange: (value: string) => void
  /** The most characters the box accepts. */
  readonly maxLength?: number
  /** A line under the control saying what to enter, read with it by screen readers. */
  readonly description?: string | undefined
  /** How tall the box starts, in lines of text. */
  readonly rows?: number
}

/** A labelled box for longer text: a description, or a whole policy page. */
export const ContentTextArea = ({
  label,
  name,
  value,
  onChange,
  maxLength,
  description,
  rows = 4,
}: ContentTextAreaProps) => (
  <div className={styles.textArea}>
    <Field label={label} description={description}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  </div>
)
