import { type FormEvent, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import { ConsoleOutcome } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import * as styles from "./ReferralCodes.css.ts"
import english from "./ReferralCodes.en.json"

/** A streamer's referral code as the console lists it. */
export interface ReferralCodeRow {
  readonly code: string
  readonly streamer: string
  readonly active: boolean
  readonly createdAt: string
  /** Codes redeemed with it, all time. */
  readonly redemptions: number
}

export interface ReferralCodeForm {
  readonly code: string
  readonly streamer: string
}

export interface ReferralCodesProps {
  readonly list: LoadState<ReadonlyArray<ReferralCodeRow>>
  /** Called with the new code (upper case) and the streamer's name when Add referral code is pressed. */
  readonly onCreate: (form: ReferralCodeForm) => void
  /** Called to switch a code off (false) or on again (true). */
  readonly onSetActive: (code: string, active: boolean) => void
  readonly errors?: Partial<Record<keyof ReferralCodeForm, string>>
  /** The code being switched on or off, if any. */
  readonly pending?: string | null
  /** A new code is being added: the button waits. */
  readonly isCreating?: boolean
  /** What the last change did, or why it was refused. */
  readonly outcome?: { readonly tone: "success" | "danger"; readonly text: string } | undefined
}

/**
 * Streamers' referral codes: players type one beside a code they redeem, so each streamer's audience
 * is counted. Administrators add codes and switch them off; a switched-off code keeps its history
 * but is refused at redeem.
 */
export const ReferralCodes = ({
  list,
  onCreate,
  onSetActive,
  errors = {},
  pending = null,
  isCreating,
  outcome,
}: ReferralCodesProps) => {
  const t = useMessages(english)
  const headingId = useId()
  const [form, setForm] = useState<ReferralCodeForm>({ code: "", streamer: "" })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onCreate({ code: form.code.trim(), streamer: form.streamer.trim() })
  }
  const columns: ReadonlyArray<DataTableColumn<ReferralCodeRow>> = [
    { header: t("ReferralCodes.code"), kind: "rowHeader", cell: (referral) => referral.code },
    { header: t("ReferralCodes.streamer"), cell: (referral) => referral.streamer },
    {
      header: t("ReferralCodes.status"),
      cell: (referral) =>
        referral.active ? (
          t("ReferralCodes.active")
        ) : (
          <span className={styles.inactive}>{t("ReferralCodes.inactive")}</span>
        ),
    },
    { header: t("ReferralCodes.redemptions"), kind: "number", cell: (referral) => referral.redemptions },
    { header: t("ReferralCodes.created"), cell: (referral) => <ServerDate value={referral.createdAt} /> },
    {
      header: t("ReferralCodes.actions"),
      cell: (referral) => (
        <Button
          tone="quiet"
          isPending={pending === referral.code}
          onPress={() => onSetActive(referral.code, !referral.active)}
          aria-label={t(referral.active ? "ReferralCodes.deactivateCode" : "ReferralCodes.activateCode", {
            code: referral.code,
          })}
        >
          {referral.active ? t("ReferralCodes.deactivate") : t("ReferralCodes.activate")}
        </Button>
      ),
    },
  ]
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("ReferralCodes.heading")}
      </h2>
      <form className={styles.form} onSubmit={submit} aria-label={t("ReferralCodes.addForm")} noValidate>
        <TextField
          label={t("ReferralCodes.referralCode")}
          name="code"
          value={form.code}
          maxLength={32}
          description={t("ReferralCodes.codeDescription")}
          onChange={(code) => setForm({ ...form, code: code.toUpperCase() })}
          errorMessage={errors.code}
        />
        <TextField
          label={t("ReferralCodes.streamer")}
          name="streamer"
          value={form.streamer}
          maxLength={60}
          onChange={(streamer) => setForm({ ...form, streamer })}
          errorMessage={errors.streamer}
        />
        <Button type="submit" tone="primary" isPending={isCreating}>
          {t("ReferralCodes.add")}
        </Button>
      </form>
      <ConsoleOutcome outcome={outcome} />
      <ConsoleListState
        list={list}
        isEmpty={(codes) => codes.length === 0}
        failed={t("ReferralCodes.failed")}
        empty={t("ReferralCodes.empty")}
      >
        {(codes) => (
          <DataTable
            rows={codes}
            columns={columns}
            rowKey={(referral) => referral.code}
            label={t("ReferralCodes.tableLabel")}
          />
        )}
      </ConsoleListState>
    </section>
  )
}
