import { formatAmount } from "@gatehouse/domain"
import { useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import english from "./CancelItemButton.en.json"
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
  const t = useMessages(english)
  const [confirming, setConfirming] = useState(false)
  const [purKey] = purchase.waitingItems
  if (purKey === undefined) return null
  const refund = `${formatAmount(purchase.totalPrice / purchase.quantity)} ${currencyLabels[purchase.currency]}`
  const waiting = purchase.waitingItems.length
  return (
    <>
      <Button
        tone="secondary"
        aria-label={t("CancelItemButton.cancelItemName", { item: purchase.itemName })}
        isPending={busy === "cancelItem"}
        isDisabled={busy !== null || refusal !== null}
        onPress={() => setConfirming(true)}
      >
        {t("CancelItemButton.cancel")}
      </Button>
      <ConfirmDialog
        title={t("CancelItemButton.title")}
        message={t("CancelItemButton.message", { item: purchase.itemName, userId })}
        confirmLabel={t("CancelItemButton.title")}
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onCancelItem(purKey)
        }}
      >
        <p className={styles.confirmNote}>
          {t("CancelItemButton.refund", { refund, userId })}
          {waiting > 1 ? t("CancelItemButton.moreWaiting", { more: waiting - 1 }) : ""}
        </p>
      </ConfirmDialog>
    </>
  )
}
