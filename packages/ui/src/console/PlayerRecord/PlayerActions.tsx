import { formatCents, toCents } from "@gatehouse/domain"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { adjustmentTexts, centsOfText } from "./amountText.ts"
import * as styles from "./PlayerRecord.css.ts"
import {
  currencyLabels,
  levelLabels,
  ownerMakesAdministrators,
  type PlayerAction,
  type PlayerAdjustment,
  type PlayerCurrency,
  type PlayerLevel,
  playerCurrencies,
  playerLevels,
} from "./playerRecordTypes.ts"

interface AdjustProps {
  readonly userId: string
  readonly balances: Readonly<Record<PlayerCurrency, number>>
  /** Why the reader may not act on the account (shown above the actions); null when they may. */
  readonly refusal: string | null
  readonly busy: PlayerAction | null
  readonly onAdjust: (adjustment: PlayerAdjustment) => void
}

/**
 * Adds to or takes from one balance, exact to the cent, with a reason the ledger and the audit log
 * keep. Before anything is sent the administrator sees the balance it leaves and confirms.
 */
export const AdjustBalanceForm = ({ userId, balances, refusal, busy, onAdjust }: AdjustProps) => {
  const locked = refusal !== null
  const [currency, setCurrency] = useState<PlayerCurrency>("rcoin")
  const [amount, setAmount] = useState("")
  const [reason, setReason] = useState("")
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({})
  const [confirming, setConfirming] = useState(false)
  const cents = centsOfText(amount) ?? 0
  const after = toCents(balances[currency]) + cents

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = centsOfText(amount)
    const found = {
      ...(typed === undefined
        ? { amount: adjustmentTexts.amountFormat }
        : typed === 0
          ? { amount: adjustmentTexts.amountZero }
          : toCents(balances[currency]) + typed < 0
            ? { amount: adjustmentTexts.belowZero }
            : {}),
      ...(reason.trim() === "" ? { reason: adjustmentTexts.reasonRequired } : {}),
    }
    setErrors(found)
    if (Object.keys(found).length === 0) setConfirming(true)
  }

  const label = currencyLabels[currency]
  return (
    <form className={styles.actionForm} onSubmit={submit} aria-label="Adjust a balance" noValidate>
      <SelectField
        label="Balance"
        name="currency"
        value={currency}
        isDisabled={locked}
        onChange={(value) => setCurrency(value === "milleage" ? "milleage" : "rcoin")}
        options={playerCurrencies.map((value) => ({ value, label: currencyLabels[value] }))}
      />
      <TextField
        label="Amount"
        name="amount"
        value={amount}
        maxLength={20}
        isDisabled={locked}
        description="Negative takes from the balance: -12.50"
        errorMessage={errors.amount}
        onChange={setAmount}
      />
      <TextField
        label="Reason"
        name="reason"
        value={reason}
        maxLength={200}
        isDisabled={locked}
        description="Kept in the ledger and the audit log."
        errorMessage={errors.reason}
        onChange={setReason}
      />
      <div className={styles.actionButtons}>
        <Button
          type="submit"
          tone="primary"
          isPending={busy === "adjust"}
          isDisabled={busy !== null || locked}
        >
          Adjust balance
        </Button>
      </div>
      <ConfirmDialog
        title="Adjust balance"
        message={`${cents < 0 ? "Take" : "Add"} ${formatCents(Math.abs(cents))} ${label} ${cents < 0 ? "from" : "to"} ${userId}?`}
        confirmLabel="Adjust"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onAdjust({ currency, amount: amount.trim(), reason: reason.trim() })
        }}
      >
        <p className={styles.confirmNote}>
          {label} after: {formatCents(after)} (now {formatCents(toCents(balances[currency]))}). Reason:{" "}
          {reason.trim()}
        </p>
      </ConfirmDialog>
    </form>
  )
}

interface BlockProps {
  readonly userId: string
  readonly blockedAt: string | null
  readonly isOwnAccount: boolean
  /** Why the reader may not act on the account (shown above the actions); null when they may. */
  readonly refusal: string | null
  readonly busy: PlayerAction | null
  readonly onBlock: (reason: string) => void
  readonly onUnblock: () => void
}

/** Blocks the account's login with a reason (its sessions end at once), or lifts the block. */
export const LoginBlockForm = ({
  userId,
  blockedAt,
  isOwnAccount,
  refusal,
  busy,
  onBlock,
  onUnblock,
}: BlockProps) => {
  const locked = isOwnAccount || refusal !== null
  const [reason, setReason] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)
  const [confirming, setConfirming] = useState(false)
  if (blockedAt !== null)
    return (
      <div className={styles.actionButtons}>
        <Button
          tone="primary"
          isPending={busy === "unblock"}
          isDisabled={busy !== null || refusal !== null}
          onPress={onUnblock}
        >
          Unblock login
        </Button>
      </div>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing = reason.trim() === "" ? adjustmentTexts.reasonRequired : undefined
    setError(missing)
    if (missing === undefined) setConfirming(true)
  }
  return (
    <form className={styles.actionForm} onSubmit={submit} aria-label="Block login" noValidate>
      <TextField
        label="Reason for the block"
        name="blockReason"
        value={reason}
        maxLength={200}
        isDisabled={locked}
        description={
          isOwnAccount ? "You cannot block your own login." : "Staff reading the account later see it."
        }
        errorMessage={error}
        onChange={setReason}
      />
      <div className={styles.actionButtons}>
        <Button type="submit" isPending={busy === "block"} isDisabled={busy !== null || locked}>
          Block login
        </Button>
      </div>
      <ConfirmDialog
        title="Block login"
        message={`Block the login of ${userId}? Every session of the account ends now.`}
        confirmLabel="Block"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onBlock(reason.trim())
        }}
      />
    </form>
  )
}

interface LevelProps {
  readonly level: PlayerLevel
  /** The levels the reader may give; the account's own level is listed beside them. */
  readonly levels: ReadonlyArray<PlayerLevel>
  readonly isOwnAccount: boolean
  /** Why the reader may not act on the account (shown above the actions); null when they may. */
  readonly refusal: string | null
  readonly busy: PlayerAction | null
  readonly onSetLevel: (level: PlayerLevel) => void
}

/**
 * Sets the account's staff level; an administrator never changes their own, so nobody locks
 * themselves out, and offers only the levels the reader may give (only the owner makes administrators).
 */
export const StaffLevelForm = ({ level, levels, isOwnAccount, refusal, busy, onSetLevel }: LevelProps) => {
  const [chosen, setChosen] = useState<PlayerLevel>(level)
  const locked = isOwnAccount || refusal !== null
  const offered = playerLevels.filter((value) => value === level || levels.includes(value))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSetLevel(chosen)
  }
  return (
    <form className={styles.actionForm} onSubmit={submit} aria-label="Staff level">
      <SelectField
        label="Level"
        name="level"
        value={chosen}
        isDisabled={locked}
        description={
          isOwnAccount
            ? "You cannot change your own staff level."
            : !locked && !levels.includes("administrator")
              ? ownerMakesAdministrators
              : undefined
        }
        onChange={(value) => setChosen(offered.find((candidate) => candidate === value) ?? level)}
        options={offered.map((value) => ({ value, label: levelLabels[value] }))}
      />
      <div className={styles.actionButtons}>
        <Button
          type="submit"
          isPending={busy === "level"}
          isDisabled={busy !== null || locked || chosen === level}
        >
          Set level
        </Button>
      </div>
    </form>
  )
}
