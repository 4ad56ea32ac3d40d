import { type FormEvent, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ContentSwitch } from "../ContentForm/ContentForm.tsx"
import * as styles from "./TopUpPackageForm.css.ts"
import english from "./TopUpPackageForm.en.json"

/** A package as its form edits it: amounts as typed ("199.50"); a new package has no id. */
export interface TopUpPackageDraft {
  readonly id?: number
  readonly name: string
  /** Pesos. */
  readonly price: string
  /** R-Coin the package loads, before the bonus. */
  readonly rcoin: string
  /** R-Coin added on top; "0" for none. */
  readonly bonus: string
  /** Players see packages by this number, then by price. */
  readonly sortOrder: string
  readonly onSale: boolean
}

export type TopUpPackageField = Exclude<keyof TopUpPackageDraft, "id" | "onSale">

export const emptyTopUpPackageDraft: TopUpPackageDraft = {
  name: "",
  price: "",
  rcoin: "",
  bonus: "0",
  sortOrder: "0",
  onSale: true,
}

export interface TopUpPackageFormProps {
  /** What the form starts with: a package as it is, or an empty one for a new package. */
  readonly initial: TopUpPackageDraft
  /** Called with what the administrator entered when they press Save. */
  readonly onSave: (draft: TopUpPackageDraft) => void
  /** Called when the administrator leaves an edit without saving; no Cancel when left out. */
  readonly onCancel?: (() => void) | undefined
  /** What is wrong with each field, from the rules or the server. */
  readonly errors?: Partial<Record<TopUpPackageField, string>>
  /** While the package is being saved: the button waits. */
  readonly isPending?: boolean
}

/** An amount field: decimal keys on a phone, exact to the cent. */
const AmountField = ({
  label,
  name,
  value,
  description,
  errorMessage,
  onChange,
}: {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly description: string
  readonly errorMessage: string | undefined
  readonly onChange: (value: string) => void
}) => (
  <Field label={label} description={description} errorMessage={errorMessage}>
    {(control) => (
      <input
        {...control}
        name={name}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    )}
  </Field>
)

/**
 * One top-up package: its name, what a player pays in pesos, the R-Coin it loads and any bonus on
 * top, where it is listed, and whether it is on sale. A payment copies the package when it is made,
 * so a change never alters a payment already under way.
 */
export const TopUpPackageForm = ({
  initial,
  onSave,
  onCancel,
  errors = {},
  isPending,
}: TopUpPackageFormProps) => {
  const t = useMessages(english)
  const headingId = useId()
  const [draft, setDraft] = useState(initial)
  const set = (field: TopUpPackageField) => (value: string) => setDraft({ ...draft, [field]: value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onSave(draft)
  }
  const title =
    initial.id === undefined
      ? t("TopUpPackageForm.newPackage")
      : t("TopUpPackageForm.editOf", { name: initial.name })
  return (
    <form className={styles.root} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId} className={styles.heading}>
        {title}
      </h3>
      <div className={styles.fields}>
        <TextField
          label={t("TopUpPackageForm.name")}
          name="name"
          value={draft.name}
          maxLength={60}
          // A package opened from the list is edited at once, wherever the form sits on the page.
          autoFocus={initial.id !== undefined}
          onChange={set("name")}
          errorMessage={errors.name}
        />
        <AmountField
          label={t("TopUpPackageForm.price")}
          name="price"
          value={draft.price}
          description={t("TopUpPackageForm.priceDescription")}
          errorMessage={errors.price}
          onChange={set("price")}
        />
        <AmountField
          label={t("TopUpPackageForm.rcoin")}
          name="rcoin"
          value={draft.rcoin}
          description={t("TopUpPackageForm.rcoinDescription")}
          errorMessage={errors.rcoin}
          onChange={set("rcoin")}
        />
        <AmountField
          label={t("TopUpPackageForm.bonus")}
          name="bonus"
          value={draft.bonus}
          description={t("TopUpPackageForm.bonusDescription")}
          errorMessage={errors.bonus}
          onChange={set("bonus")}
        />
        <Field
          label={t("TopUpPackageForm.order")}
          description={t("TopUpPackageForm.orderDescription")}
          errorMessage={errors.sortOrder}
        >
          {(control) => (
            <input
              {...control}
              name="sortOrder"
              inputMode="numeric"
              value={draft.sortOrder}
              onChange={(event) => set("sortOrder")(event.currentTarget.value)}
            />
          )}
        </Field>
      </div>
      <ContentSwitch
        label={t("TopUpPackageForm.onSale")}
        name="onSale"
        isSelected={draft.onSale}
        onChange={(onSale) => setDraft({ ...draft, onSale })}
      />
      <div className={styles.actions}>
        <Button type="submit" tone="primary" isPending={isPending}>
          {t("TopUpPackageForm.save")}
        </Button>
        {onCancel !== undefined && (
          <Button tone="secondary" onPress={onCancel}>
            {t("TopUpPackageForm.cancel")}
          </Button>
        )}
      </div>
    </form>
  )
}
