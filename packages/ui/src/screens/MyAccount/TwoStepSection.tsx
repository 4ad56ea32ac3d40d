import { type FormEvent, useId, useState } from "react"
import { Form } from "react-aria-components"
import { AccountFormHeading } from "../../components/AccountForm/AccountForm.tsx"
import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { PromptDialog } from "../../components/PromptDialog/PromptDialog.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./MyAccount.css.ts"

/** Two-step sign-in as the account page has it, step by step. */
export type TwoStepState =
  /** `required`: staff must turn it on before the staff console answers them. */
  | { readonly _tag: "Off"; readonly required: boolean }
  /** A secret made for this account, waiting for the app's first code. */
  | { readonly _tag: "SettingUp"; readonly secret: string; readonly uri: string }
  /** Just turned on: the recovery codes, shown this once. */
  | { readonly _tag: "ShowingCodes"; readonly recoveryCodes: ReadonlyArray<string> }
  | { readonly _tag: "On"; readonly required: boolean; readonly recoveryCodesLeft: number }

export interface TwoStepSectionProps {
  /**
   * Where the account stands: loading, failed, or loaded: off, being set up (its key and link),
   * showing new recovery codes, or on.
   */
  readonly state: LoadState<TwoStepState>
  /** The player asks to turn it on: a new key for the app is made. */
  readonly onStart: () => void
  /** The player sends the app's first code, which turns it on. */
  readonly onConfirm: (code: string) => void
  /** The player gives up setting it up; it stays off. */
  readonly onCancelSetup: () => void
  /** The player has saved the recovery codes shown once. */
  readonly onCodesSaved: () => void
  /** The player turns it off with their password or a code from the app. */
  readonly onTurnOff: (proof: string) => void
  /** Why the last code or password was refused. */
  readonly errorMessage?: string | undefined
  /** While a call runs: its button shows it is busy. */
  readonly isPending?: boolean
}

/** The secret in groups of four, as authenticator apps show and players type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret

export const twoStepTexts = {
  heading: "Two-step sign-in",
  about:
    "After your password, the login asks for a code from an authenticator app on your phone, so a stolen password alone is not enough.",
  required: "Staff must turn on two-step sign-in before using the staff console.",
  start: "Turn on two-step sign-in",
  secret: "Key to type into your authenticator app",
  link: "Or open this link on the phone with the app",
  code: "Code the app shows now",
  confirm: "Confirm",
  codesNotice:
    "Two-step sign-in is on. Save these recovery codes now, somewhere other than your phone: each one signs you in once without the app. They are not shown again.",
  codesSaved: "I have saved them",
  on: "Two-step sign-in is on.",
  codesLeft: (count: number) => `Recovery codes left: ${count}.`,
  turnOff: "Turn off two-step sign-in",
  proof: "Your password, or a code from the app",
} as const

/**
 * Two-step sign-in on My Account: turned on with a key (or link) for the authenticator app and a
 * first code, then the recovery codes shown once; turned off with the password or a code, unless
 * the account is staff's and must keep it.
 */
export const TwoStepSection = (props: TwoStepSectionProps) => {
  const headingId = useId()
  const load = props.state
  const state = load.status === "loaded" ? load.value : null
  return (
    <section className={styles.part} aria-labelledby={headingId} aria-busy={load.status === "loading"}>
      <AccountFormHeading id={headingId}>{twoStepTexts.heading}</AccountFormHeading>
      {load.status === "loading" && <Notice tone="empty">Loading your two-step sign-in…</Notice>}
      {load.status === "failed" && (
        <Notice tone="danger">Your two-step sign-in could not be loaded. Please reload the page.</Notice>
      )}
      {state?._tag === "Off" && (
        <>
          <p className={styles.requestNote}>{twoStepTexts.about}</p>
          {state.required && <Notice tone="danger">{twoStepTexts.required}</Notice>}
          <div>
            <Button tone="primary" onPress={props.onStart} isPending={props.isPending}>
              {twoStepTexts.start}
            </Button>
          </div>
        </>
      )}
      {state?._tag === "SettingUp" && <SetUp {...props} secret={state.secret} uri={state.uri} />}
      {state?._tag === "ShowingCodes" && (
        <>
          <Notice tone="success" announce="status">
            {twoStepTexts.codesNotice}
          </Notice>
          <ul className={styles.recoveryCodes} aria-label="Recovery codes">
            {state.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div>
            <Button tone="primary" onPress={props.onCodesSaved}>
              {twoStepTexts.codesSaved}
            </Button>
          </div>
        </>
      )}
      {state?._tag === "On" && <TurnedOn {...props} state={state} />}
    </section>
  )
}

const SetUp = ({
  secret,
  uri,
  onConfirm,
  onCancelSetup,
  errorMessage,
  isPending,
}: TwoStepSectionProps & { readonly secret: string; readonly uri: string }) => {
  const [code, setCode] = useState("")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onConfirm(code)
  }
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factName}>{twoStepTexts.secret}</dt>
          <dd className={styles.factValue}>{grouped(secret)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factName}>{twoStepTexts.link}</dt>
          <dd className={styles.factValue}>
            <TextLink href={uri} isExternal>
              Add to authenticator app
            </TextLink>
          </dd>
        </div>
      </dl>
      <Form className={styles.request} validationBehavior="aria" onSubmit={submit}>
        <TextField
          label={twoStepTexts.code}
          name="code"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={setCode}
          errorMessage={errorMessage}
        />
        <div className={styles.actions}>
          <Button tone="secondary" onPress={onCancelSetup}>
            Cancel
          </Button>
          <Button type="submit" tone="primary" isPending={isPending}>
            {twoStepTexts.confirm}
          </Button>
        </div>
      </Form>
    </>
  )
}

const TurnedOn = ({
  state,
  onTurnOff,
  errorMessage,
  isPending,
}: Omit<TwoStepSectionProps, "state"> & { readonly state: Extract<TwoStepState, { _tag: "On" }> }) => {
  const [isAsking, setAsking] = useState(false)
  return (
    <>
      <p className={styles.requestNote}>
        {twoStepTexts.on} {twoStepTexts.codesLeft(state.recoveryCodesLeft)}
      </p>
      {!state.required && (
        <div>
          <Button tone="secondary" onPress={() => setAsking(true)}>
            {twoStepTexts.turnOff}
          </Button>
        </div>
      )}
      <PromptDialog
        title={twoStepTexts.turnOff}
        label={twoStepTexts.proof}
        type="password"
        autoComplete="current-password"
        submitLabel="Turn off"
        isOpen={isAsking}
        isPending={isPending}
        errorMessage={errorMessage}
        onSubmit={onTurnOff}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
