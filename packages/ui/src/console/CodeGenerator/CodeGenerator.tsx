import { type FormEvent, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./CodeGenerator.css.ts"
import english from "./CodeGenerator.en.json"

/** The generator's fields as typed; the page checks them against the API's rules before sending. */
export interface CodeBatchForm {
  readonly name: string
  readonly note: string
  readonly count: string
  readonly rcoin: string
  readonly milleage: string
  /** The last day the codes work, `YYYY-MM-DD`; empty for codes that never expire. */
  readonly expiresOn: string
}

export type CodeBatchField = keyof CodeBatchForm

export const emptyCodeBatchForm: CodeBatchForm = {
  name: "",
  note: "",
  count: "10",
  rcoin: "0",
  milleage: "0",
  expiresOn: "",
}

export interface CodeGeneratorProps {
  /** Called with the fields when the administrator presses Generate codes. */
  readonly onGenerate: (form: CodeBatchForm) => void
  /** What is wrong with each field, from the rules or the server. */
  readonly errors?: Partial<Record<CodeBatchField, string>>
  /** The batch is being generated: the button waits. */
  readonly isPending?: boolean
  /** What the last generation did, e.g. '5 codes generated in batch "Launch".' */
  readonly result?: string | undefined
  /** The largest batch, as the server allows it. */
  readonly maxCount: number
}

/**
 * The form that makes a batch of codes: how many, what each carries in R-Coin and Milleage, the
 * last day they work, and a name and note to find the batch again. The codes themselves are drawn
 * by the server and read from the batch's CSV.
 */
export const CodeGenerator = ({
  onGenerate,
  errors = {},
  isPending,
  result,
  maxCount,
}: CodeGeneratorProps) => {
  const t = useMessages(english)
  const headingId = useId()
  const [form, setForm] = useState(emptyCodeBatchForm)
  const set = (field: CodeBatchField) => (value: string) => setForm({ ...form, [field]: value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onGenerate(form)
  }
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("CodeGenerator.heading")}
      </h2>
      <p className={styles.intro}>{t("CodeGenerator.intro")}</p>
      <form className={styles.form} onSubmit={submit} aria-labelledby={headingId} noValidate>
        <div className={styles.fields}>
          <TextField
            label={t("CodeGenerator.batchName")}
            name="name"
            value={form.name}
            maxLength={60}
            onChange={set("name")}
            errorMessage={errors.name}
          />
          <TextField
            label={t("CodeGenerator.note")}
            name="note"
            value={form.note}
            maxLength={200}
            description={t("CodeGenerator.noteDescription")}
            onChange={set("note")}
            errorMessage={errors.note}
          />
          <Field
            label={t("CodeGenerator.count")}
            description={t("CodeGenerator.countDescription", { maxCount })}
            errorMessage={errors.count}
          >
            {(control) => (
              <input
                {...control}
                name="count"
                inputMode="numeric"
                value={form.count}
                onChange={(event) => set("count")(event.currentTarget.value)}
              />
            )}
          </Field>
          <Field label={t("CodeGenerator.rcoin")} errorMessage={errors.rcoin}>
            {(control) => (
              <input
                {...control}
                name="rcoin"
                inputMode="decimal"
                value={form.rcoin}
                onChange={(event) => set("rcoin")(event.currentTarget.value)}
              />
            )}
          </Field>
          <Field label={t("CodeGenerator.milleage")} errorMessage={errors.milleage}>
            {(control) => (
              <input
                {...control}
                name="milleage"
                inputMode="decimal"
                value={form.milleage}
                onChange={(event) => set("milleage")(event.currentTarget.value)}
              />
            )}
          </Field>
          <Field
            label={t("CodeGenerator.lastDay")}
            description={t("CodeGenerator.lastDayDescription")}
            errorMessage={errors.expiresOn}
          >
            {(control) => (
              <input
                {...control}
                name="expiresOn"
                type="date"
                value={form.expiresOn}
                onChange={(event) => set("expiresOn")(event.currentTarget.value)}
              />
            )}
          </Field>
        </div>
        <div className={styles.actions}>
          <Button type="submit" tone="primary" isPending={isPending}>
            {t("CodeGenerator.generate")}
          </Button>
        </div>
      </form>
      {result !== undefined && (
        <Notice tone="success" announce="status">
          {result}
        </Notice>
      )}
    </section>
  )
}
