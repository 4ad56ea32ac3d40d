import { formatCents, toCents } from "@gatehouse/domain"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { centsOfText } from "./amountText.ts"
import english from "./PlayerActions.en.json"
import * as styles from "./PlayerRecord.css.ts"
import levelEnglish from "./playerRecordTypes.en.json"
import {
  currencyLabels,
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
  const t = useMessages(english)
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
        ? { amount: t("PlayerActions.amountFormat") }
        : typed === 0
          ? { amount: t("PlayerActions.amountZero") }
          : toCents(balances[currency]) + typed < 0
            ? { amount: t("PlayerActions.belowZero") }
            : {}),
      ...(reason.trim() === "" ? { reason: t("PlayerActions.reasonRequired") } : {}),
    }
    setErrors(found)
    if (Object.keys(found).length === 0) setConfirming(true)
  }

  const label = currencyLabels[currency]
  return (
    <form
      className={styles.actionForm}
      onSubmit={submit}
      aria-label={t("PlayerActions.adjustForm")}
      noValidate
    >
      <SelectField
        label={t("PlayerActions.balance")}
        name="currency"
        value={currency}
        isDisabled={locked}
        onChange={(value) => setCurrency(value === "milleage" ? "milleage" : "rcoin")}
        options={playerCurrencies.map((value) => ({ value, label: currencyLabels[value] }))}
      />
      <TextField
        label={t("PlayerActions.amount")}
        name="amount"
        value={amount}
        maxLength={20}
        isDisabled={locked}
        description={t("PlayerActions.amountDescription")}
        errorMessage={errors.amount}
        onChange={setAmount}
      />
      <TextField
        label={t("PlayerActions.reason")}
        name="reason"
        value={reason}
        maxLength={200}
        isDisabled={locked}
        description={t("PlayerActions.reasonDescription")}
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
          {t("PlayerActions.adjustBalance")}
        </Button>
      </div>
      <ConfirmDialog
        title={t("PlayerActions.adjustBalance")}
        message={t(cents < 0 ? "PlayerActions.take" : "PlayerActions.add", {
          amount: formatCents(Math.abs(cents)),
          currency: label,
          userId,
        })}
        confirmLabel={t("PlayerActions.adjust")}
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onAdjust({ currency, amount: amount.trim(), reason: reason.trim() })
        }}
      >
        <p className={styles.confirmNote}>
          {t("PlayerActions.after", {
            currency: label,
            after: formatCents(after),
            now: formatCents(toCents(balances[currency])),
            reason: reason.trim(),
          })}
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
  const t = useMessages(english)
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
          {t("PlayerActions.unblockLogin")}
        </Button>
      </div>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing = reason.trim() === "" ? t("PlayerActions.reasonRequired") : undefined
    setError(missing)
    if (missing === undefined) setConfirming(true)
  }
  return (
    <form
      className={styles.actionForm}
      onSubmit={submit}
      aria-label={t("PlayerActions.blockLogin")}
      noValidate
    >
      <TextField
        label={t("PlayerActions.blockReason")}
        name="blockReason"
        value={reason}
        maxLength={200}
        isDisabled={locked}
        description={isOwnAccount ? t("PlayerActions.ownBlock") : t("PlayerActions.blockDescription")}
        errorMessage={error}
        onChange={setReason}
      />
      <div className={styles.actionButtons}>
        <Button type="submit" isPending={busy === "block"} isDisabled={busy !== null || locked}>
          {t("PlayerActions.blockLogin")}
        </Button>
      </div>
      <ConfirmDialog
        title={t("PlayerActions.blockLogin")}
        message={t("PlayerActions.blockMessage", { userId })}
        confirmLabel={t("PlayerActions.block")}
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
  const t = useMessages(english)
  const l = useMessages(levelEnglish)
  const [chosen, setChosen] = useState<PlayerLevel>(level)
  const locked = isOwnAccount || refusal !== null
  const offered = playerLevels.filter((value) => value === level || levels.includes(value))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSetLevel(chosen)
  }
  return (
    <form className={styles.actionForm} onSubmit={submit} aria-label={t("PlayerActions.staffLevel")}>
      <SelectField
        label={t("PlayerActions.level")}
        name="level"
        value={chosen}
        isDisabled={locked}
        description={
          isOwnAccount
            ? t("PlayerActions.ownLevel")
            : !locked && !levels.includes("administrator")
              ? l("playerRecordTypes.ownerMakesAdministrators")
              : undefined
        }
        onChange={(value) => setChosen(offered.find((candidate) => candidate === value) ?? level)}
        options={offered.map((value) => ({ value, label: l(`playerRecordTypes.${value}`) }))}
      />
      <div className={styles.actionButtons}>
        <Button
          type="submit"
          isPending={busy === "level"}
          isDisabled={busy !== null || locked || chosen === level}
        >
          {t("PlayerActions.setLevel")}
        </Button>
      </div>
    </form>
  )
}
