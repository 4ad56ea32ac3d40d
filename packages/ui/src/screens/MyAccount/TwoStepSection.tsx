import { type FormEvent, useId, useState } from "react"
import { Form } from "react-aria-components"
import { AccountFormHeading } from "../../components/AccountForm/AccountForm.tsx"
import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { PromptDialog } from "../../components/PromptDialog/PromptDialog.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { englishOf } from "../../i18n/englishOf.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./MyAccount.css.ts"
import english from "./TwoStepSection.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

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

/** The section's words in English (the page shows them in the chosen language). */
export const twoStepTexts = {
  heading: inEnglish("TwoStepSection.heading"),
  about: inEnglish("TwoStepSection.about"),
  required: inEnglish("TwoStepSection.required"),
  start: inEnglish("TwoStepSection.start"),
  secret: inEnglish("TwoStepSection.secret"),
  link: inEnglish("TwoStepSection.link"),
  code: inEnglish("TwoStepSection.code"),
  confirm: inEnglish("TwoStepSection.confirm"),
  codesNotice: inEnglish("TwoStepSection.codesNotice"),
  codesSaved: inEnglish("TwoStepSection.codesSaved"),
  on: inEnglish("TwoStepSection.on"),
  codesLeft: (count: number) => inEnglish("TwoStepSection.codesLeft", { count: String(count) }),
  turnOff: inEnglish("TwoStepSection.turnOff"),
  proof: inEnglish("TwoStepSection.proof"),
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
  const t = useMessages(english)
  return (
    <section className={styles.part} aria-labelledby={headingId} aria-busy={load.status === "loading"}>
      <AccountFormHeading id={headingId}>{t("TwoStepSection.heading")}</AccountFormHeading>
      {load.status === "loading" && <Notice tone="empty">{t("TwoStepSection.loading")}</Notice>}
      {load.status === "failed" && <Notice tone="danger">{t("TwoStepSection.failed")}</Notice>}
      {state?._tag === "Off" && (
        <>
          <p className={styles.requestNote}>{t("TwoStepSection.about")}</p>
          {state.required && <Notice tone="danger">{t("TwoStepSection.required")}</Notice>}
          <div>
            <Button tone="primary" onPress={props.onStart} isPending={props.isPending}>
              {t("TwoStepSection.start")}
            </Button>
          </div>
        </>
      )}
      {state?._tag === "SettingUp" && <SetUp {...props} secret={state.secret} uri={state.uri} />}
      {state?._tag === "ShowingCodes" && (
        <>
          <Notice tone="success" announce="status">
            {t("TwoStepSection.codesNotice")}
          </Notice>
          <ul className={styles.recoveryCodes} aria-label={t("TwoStepSection.recoveryCodes")}>
            {state.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div>
            <Button tone="primary" onPress={props.onCodesSaved}>
              {t("TwoStepSection.codesSaved")}
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
  const t = useMessages(english)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onConfirm(code)
  }
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factName}>{t("TwoStepSection.secret")}</dt>
          <dd className={styles.factValue}>{grouped(secret)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factName}>{t("TwoStepSection.link")}</dt>
          <dd className={styles.factValue}>
            <TextLink href={uri} isExternal>
              {t("TwoStepSection.addToApp")}
            </TextLink>
          </dd>
        </div>
      </dl>
      <Form className={styles.request} validationBehavior="aria" onSubmit={submit}>
        <TextField
          label={t("TwoStepSection.code")}
          name="code"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={setCode}
          errorMessage={errorMessage}
        />
        <div className={styles.actions}>
          <Button tone="secondary" onPress={onCancelSetup}>
            {t("TwoStepSection.cancel")}
          </Button>
          <Button type="submit" tone="primary" isPending={isPending}>
            {t("TwoStepSection.confirm")}
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
  const t = useMessages(english)
  return (
    <>
      <p className={styles.requestNote}>
        {t("TwoStepSection.on")} {t("TwoStepSection.codesLeft", { count: String(state.recoveryCodesLeft) })}
      </p>
      {!state.required && (
        <div>
          <Button tone="secondary" onPress={() => setAsking(true)}>
            {t("TwoStepSection.turnOff")}
          </Button>
        </div>
      )}
      <PromptDialog
        title={t("TwoStepSection.turnOff")}
        label={t("TwoStepSection.proof")}
        type="password"
        autoComplete="current-password"
        submitLabel={t("TwoStepSection.turnOffButton")}
        isOpen={isAsking}
        isPending={isPending}
        errorMessage={errorMessage}
        onSubmit={onTurnOff}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
