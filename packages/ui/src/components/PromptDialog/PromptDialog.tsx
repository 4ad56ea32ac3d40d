import { type FormEvent, useId, useState } from "react"
import { Form } from "react-aria-components"
import { useMessages } from "../../i18n/Messages.tsx"
import { Button } from "../Button/Button.tsx"
import { DialogFrame } from "../DialogFrame/DialogFrame.tsx"
import { TextField, type TextFieldType } from "../TextField/TextField.tsx"
import * as styles from "./PromptDialog.css.ts"
import english from "./PromptDialog.en.json"

export interface PromptDialogProps {
  /** The dialog's heading, for example "Confirm Password". */
  readonly title: string
  /** The label of the dialog's one field. */
  readonly label: string
  /** Shows the dialog over the page; the page behind cannot be used until it closes. */
  readonly isOpen: boolean
  /** Called with what the player typed; the dialog stays open until the page closes it. */
  readonly onSubmit: (value: string) => void
  /** Called when the player presses Cancel, presses Escape or closes the dialog. */
  readonly onCancel: () => void
  /** What the field holds: plain text, a password (hidden as it is typed) or an e-mail address. */
  readonly type?: TextFieldType
  /** What the browser may fill in for the player, for example "current-password". */
  readonly autoComplete?: string
  /** The most characters the field accepts. */
  readonly maxLength?: number
  /** The text of the submit button; "Submit" when left out. */
  readonly submitLabel?: string
  /** The answer to the last submit, shown under the field (for example a wrong password). */
  readonly errorMessage?: string | undefined
  /** While the answer is checked: Submit shows it is busy and cannot be pressed again. */
  readonly isPending?: boolean
}

/**
 * A dialog over the page that asks the player for one value (the secret answer before a password
 * change, the current password before account details are saved), with Submit and Cancel. Escape
 * cancels; the cursor starts in the input and goes back where it was when the dialog closes.
 */
export const PromptDialog = ({
  title,
  isOpen,
  onCancel,
  submitLabel,
  isPending = false,
  ...field
}: PromptDialogProps) => {
  const formId = useId()
  const t = useMessages(english)
  return (
    <DialogFrame
      title={title}
      isOpen={isOpen}
      onClose={onCancel}
      actions={
        <>
          <Button tone="secondary" onPress={onCancel}>
            {t("PromptDialog.cancel")}
          </Button>
          {/* Outside the form in the frame's button row, it still submits the form it names. */}
          <Button type="submit" form={formId} tone="primary" isPending={isPending}>
            {submitLabel ?? t("PromptDialog.submit")}
          </Button>
        </>
      }
    >
      <PromptForm {...field} id={formId} isPending={isPending} />
    </DialogFrame>
  )
}

type PromptFormProps = Pick<
  PromptDialogProps,
  "label" | "onSubmit" | "type" | "autoComplete" | "maxLength" | "errorMessage" | "isPending"
> & { readonly id: string }

// Its own component so the typed value starts empty each time the dialog opens.
const PromptForm = ({
  id,
  label,
  onSubmit,
  type = "text",
  autoComplete,
  maxLength,
  errorMessage,
  isPending,
}: PromptFormProps) => {
  const [value, setValue] = useState("")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onSubmit(value)
  }
  return (
    <Form id={id} className={styles.form} validationBehavior="aria" onSubmit={submit}>
      <TextField
        label={label}
        name="prompt"
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        onChange={setValue}
        errorMessage={errorMessage}
        autoFocus
      />
    </Form>
  )
}
