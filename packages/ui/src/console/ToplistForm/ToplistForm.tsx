import {
  type ToplistKind,
  toplistKinds,
  toplistProtocols,
  votePlaceholder,
  voteRewardCurrency,
} from "@gatehouse/domain"
import { type FormEvent, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ConsoleOutcome, type ConsoleOutcomeNotice } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import { ContentSwitch } from "../ContentForm/ContentForm.tsx"
import { PostbackAddress } from "../PostbackAddress/PostbackAddress.tsx"
import {
  emptyToplistDraft,
  type ToplistDraft,
  type ToplistErrors,
  type ToplistField,
  type ToplistView,
  toplistDraftOf,
  withKind,
} from "../ToplistManager/toplists.ts"
import voteEnglish from "../voteTexts.en.json"
import * as styles from "./ToplistForm.css.ts"
import english from "./ToplistForm.en.json"

export interface ToplistFormProps {
  /** The toplist opened, as the server holds it; a new one when left out. */
  readonly toplist?: ToplistView | undefined
  /** The most addresses a site's postbacks may come from. */
  readonly maxAddresses: number
  /** Called with what the administrator entered when they press Save. */
  readonly onSave: (draft: ToplistDraft) => void
  /** Called when the administrator leaves the form without saving. */
  readonly onCancel: () => void
  readonly errors?: ToplistErrors | undefined
  /** While the toplist is being saved: Save waits, and the form says so. */
  readonly isPending?: boolean | undefined
  /** What the last save came to, told beside Save: what the server saved, or why it refused. */
  readonly outcome?: ConsoleOutcomeNotice | undefined
}

const kindOptions = toplistKinds.map((kind) => ({ value: kind, label: toplistProtocols[kind].name }))

const isKind = (value: string): value is ToplistKind =>
  (toplistKinds as ReadonlyArray<string>).includes(value)

/** A whole-number field: digits on a phone's keyboard. */
const NumberField = ({
  label,
  name,
  value,
  description,
  errorMessage,
  inputMode,
  onChange,
}: {
  readonly label: string
  readonly name: ToplistField
  readonly value: string
  readonly description: string
  readonly errorMessage: string | undefined
  readonly inputMode: "numeric" | "decimal"
  readonly onChange: (value: string) => void
}) => (
  <Field label={label} description={description} errorMessage={errorMessage}>
    {(control) => (
      <input
        {...control}
        name={name}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    )}
  </Field>
)

/**
 * One toplist: its name and site, where players vote, how its postbacks are known to be the site's
 * (its secret, or the addresses they come from, as the site's protocol has it), how often a player
 * may vote, the reward, and whether it is on. What is typed stays until it is saved, so a refused
 * save loses nothing; a saved toplist shows the postback address to give the site.
 */
export const ToplistForm = ({
  toplist,
  maxAddresses,
  onSave,
  onCancel,
  errors = {},
  isPending,
  outcome,
}: ToplistFormProps) => {
  const t = useMessages(english)
  const v = useMessages(voteEnglish)
  const headingId = useId()
  const [draft, setDraft] = useState(() =>
    toplist === undefined ? emptyToplistDraft : toplistDraftOf(toplist),
  )
  const set = (field: Exclude<ToplistField, "kind">) => (value: string) =>
    setDraft({ ...draft, [field]: value })
  const check = toplistProtocols[draft.kind].check
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onSave(draft)
  }
  return (
    <form className={styles.root} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId} className={styles.heading}>
        {toplist === undefined
          ? t("ToplistForm.newToplist")
          : t("ToplistForm.editOf", { name: toplist.name })}
      </h3>
      <div className={styles.fields}>
        <TextField
          label={t("ToplistForm.name")}
          name="name"
          value={draft.name}
          maxLength={60}
          // An opened form is typed in at once, wherever it sits on the page.
          autoFocus
          onChange={set("name")}
          errorMessage={errors.name}
        />
        <SelectField
          label={t("ToplistForm.site")}
          name="kind"
          value={draft.kind}
          options={kindOptions}
          description={v("voteTexts.kind")}
          errorMessage={errors.kind}
          onChange={(kind) => {
            if (isKind(kind)) setDraft(withKind(draft, kind))
          }}
        />
        <div className={styles.wide}>
          <TextField
            label={t("ToplistForm.voteAddress")}
            name="voteAddress"
            value={draft.voteAddress}
            maxLength={500}
            description={v("voteTexts.voteAddress", { placeholder: votePlaceholder })}
            onChange={set("voteAddress")}
            errorMessage={errors.voteAddress}
          />
        </div>
        {check === "secret" ? (
          <TextField
            label={t("ToplistForm.secret")}
            name="secret"
            type="password"
            // Write-only: the browser should neither offer a saved password nor keep this one.
            autoComplete="off"
            value={draft.secret}
            maxLength={200}
            description={toplist?.hasSecret === true ? v("voteTexts.secretSaved") : v("voteTexts.secretNew")}
            onChange={set("secret")}
            errorMessage={errors.secret}
          />
        ) : (
          <div className={styles.wide}>
            <Field
              label={t("ToplistForm.postbackAddresses")}
              description={v("voteTexts.addresses", { most: maxAddresses })}
              errorMessage={errors.addresses}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="addresses"
                  rows={3}
                  spellCheck={false}
                  value={draft.addresses}
                  onChange={(event) => set("addresses")(event.currentTarget.value)}
                />
              )}
            </Field>
          </div>
        )}
        <NumberField
          label={t("ToplistForm.cooldown")}
          name="cooldownHours"
          inputMode="numeric"
          value={draft.cooldownHours}
          description={v("voteTexts.cooldown")}
          errorMessage={errors.cooldownHours}
          onChange={set("cooldownHours")}
        />
        <NumberField
          label={t("ToplistForm.reward", { currency: voteRewardCurrency.name })}
          name="reward"
          inputMode="decimal"
          value={draft.reward}
          description={v("voteTexts.reward")}
          errorMessage={errors.reward}
          onChange={set("reward")}
        />
        <NumberField
          label={t("ToplistForm.order")}
          name="sortOrder"
          inputMode="numeric"
          value={draft.sortOrder}
          description={v("voteTexts.sortOrder")}
          errorMessage={errors.sortOrder}
          onChange={set("sortOrder")}
        />
      </div>
      <div className={styles.switches}>
        <ContentSwitch
          label={t("ToplistForm.rewardsOn")}
          name="rewardsOn"
          isSelected={draft.rewardsOn}
          description={v("voteTexts.rewardsOn")}
          onChange={(rewardsOn) => setDraft({ ...draft, rewardsOn })}
        />
        <ContentSwitch
          label={t("ToplistForm.switchedOn")}
          name="enabled"
          isSelected={draft.enabled}
          description={v("voteTexts.enabled")}
          onChange={(enabled) => setDraft({ ...draft, enabled })}
        />
      </div>
      {toplist === undefined ? (
        <p className={styles.note}>{v("voteTexts.postbackAfterSave")}</p>
      ) : (
        <PostbackAddress url={toplist.postbackUrl} />
      )}
      <div className={styles.actions}>
        <Button type="submit" tone="primary" isPending={isPending}>
          {t("ToplistForm.save")}
        </Button>
        <Button tone="secondary" onPress={onCancel}>
          {t("ToplistForm.cancel")}
        </Button>
        {/* Always there, so screen readers hear it when the words come. */}
        <span className={styles.saving} role="status">
          {isPending === true ? t("ToplistForm.saving") : ""}
        </span>
      </div>
      <ConsoleOutcome outcome={outcome} />
    </form>
  )
}
