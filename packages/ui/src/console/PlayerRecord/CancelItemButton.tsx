import { formatAmount } from "@gatehouse/domain"
import { useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import * as styles from "./PlayerRecord.css.ts"
import { currencyLabels, type PlayerAction, type PlayerPurchase } from "./playerRecordTypes.ts"

interface CancelItemProps {
  readonly userId: string
  readonly purchase: PlayerPurchase
  /** Why the reader may not act on the account (shown beside the record); null when they may. */
  readonly refusal: string | null
  readonly busy: PlayerAction | null
  readonly onCancelItem: (purKey: number) => void
}

/**
 * Cancels one item of a purchase still waiting in the game's item bank. The dialog names the item
 * and the refund before anything is sent: the game takes the item back and the price returns once.
 */
export const CancelItemButton = ({ userId, purchase, refusal, busy, onCancelItem }: CancelItemProps) => {
  const [confirming, setConfirming] = useState(false)
  const [purKey] = purchase.waitingItems
  if (purKey === undefined) return null
  const refund = `${formatAmount(purchase.totalPrice / purchase.quantity)} ${currencyLabels[purchase.currency]}`
  const waiting = purchase.waitingItems.length
  return (
    <>
      <Button
        tone="secondary"
        aria-label={`Cancel ${purchase.itemName}`}
        isPending={busy === "cancelItem"}
        isDisabled={busy !== null || refusal !== null}
        onPress={() => setConfirming(true)}
      >
        Cancel
      </Button>
      <ConfirmDialog
        title="Cancel item"
        message={`Cancel one ${purchase.itemName} still waiting in the item bank of ${userId}?`}
        confirmLabel="Cancel item"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onCancelItem(purKey)
        }}
      >
        <p className={styles.confirmNote}>
          {refund} goes back to {userId}, once.
          {waiting > 1 ? ` ${waiting - 1} more of this purchase stay in the item bank.` : ""}
        </p>
      </ConfirmDialog>
    </>
  )
}
