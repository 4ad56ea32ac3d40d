import { type ToplistKind, toplistKinds, toplistProtocols, voteRewardCurrency } from "@gatehouse/domain"
import { type FormEvent, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
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
import { voteConsoleTexts } from "../voteTexts.ts"
import * as styles from "./ToplistForm.css.ts"

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
        {toplist === undefined ? "New toplist" : `Edit ${toplist.name}`}
      </h3>
      <div className={styles.fields}>
        <TextField
          label="Name"
          name="name"
          value={draft.name}
          maxLength={60}
          // An opened form is typed in at once, wherever it sits on the page.
          autoFocus
          onChange={set("name")}
          errorMessage={errors.name}
        />
        <SelectField
          label="Site"
          name="kind"
          value={draft.kind}
          options={kindOptions}
          description={voteConsoleTexts.kind}
          errorMessage={errors.kind}
          onChange={(kind) => {
            if (isKind(kind)) setDraft(withKind(draft, kind))
          }}
        />
        <div className={styles.wide}>
          <TextField
            label="Vote address"
            name="voteAddress"
            value={draft.voteAddress}
            maxLength={500}
            description={voteConsoleTexts.voteAddress}
            onChange={set("voteAddress")}
            errorMessage={errors.voteAddress}
          />
        </div>
        {check === "secret" ? (
          <TextField
            label="Secret"
            name="secret"
            type="password"
            // Write-only: the browser should neither offer a saved password nor keep this one.
            autoComplete="off"
            value={draft.secret}
            maxLength={200}
            description={
              toplist?.hasSecret === true ? voteConsoleTexts.secretSaved : voteConsoleTexts.secretNew
            }
            onChange={set("secret")}
            errorMessage={errors.secret}
          />
        ) : (
          <div className={styles.wide}>
            <Field
              label="Postback addresses"
              description={voteConsoleTexts.addresses(maxAddresses)}
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
          label="Cooldown (hours)"
          name="cooldownHours"
          inputMode="numeric"
          value={draft.cooldownHours}
          description={voteConsoleTexts.cooldown}
          errorMessage={errors.cooldownHours}
          onChange={set("cooldownHours")}
        />
        <NumberField
          label={`${voteRewardCurrency.name} reward`}
          name="reward"
          inputMode="decimal"
          value={draft.reward}
          description={voteConsoleTexts.reward}
          errorMessage={errors.reward}
          onChange={set("reward")}
        />
        <NumberField
          label="Order"
          name="sortOrder"
          inputMode="numeric"
          value={draft.sortOrder}
          description={voteConsoleTexts.sortOrder}
          errorMessage={errors.sortOrder}
          onChange={set("sortOrder")}
        />
      </div>
      <div className={styles.switches}>
        <ContentSwitch
          label="Rewards on"
          name="rewardsOn"
          isSelected={draft.rewardsOn}
          description={voteConsoleTexts.rewardsOn}
          onChange={(rewardsOn) => setDraft({ ...draft, rewardsOn })}
        />
        <ContentSwitch
          label="Switched on"
          name="enabled"
          isSelected={draft.enabled}
          description={voteConsoleTexts.enabled}
          onChange={(enabled) => setDraft({ ...draft, enabled })}
        />
      </div>
      {toplist === undefined ? (
        <p className={styles.note}>{voteConsoleTexts.postbackAfterSave}</p>
      ) : (
        <PostbackAddress url={toplist.postbackUrl} />
      )}
      <div className={styles.actions}>
        <Button type="submit" tone="primary" isPending={isPending}>
          Save toplist
        </Button>
        <Button tone="secondary" onPress={onCancel}>
          Cancel
        </Button>
        {/* Always there, so screen readers hear it when the words come. */}
        <span className={styles.saving} role="status">
          {isPending === true ? "Saving..." : ""}
        </span>
      </div>
      <ConsoleOutcome outcome={outcome} />
    </form>
  )
}
