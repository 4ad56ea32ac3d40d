import { balancesOfSession, currencies, lineTotal } from "@gatehouse/domain"
import { useState } from "react"
import { Checkbox } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { CurrencyAmount } from "../../components/CurrencyAmount/CurrencyAmount.tsx"
import { CurrencyLegend } from "../../components/CurrencyLegend/CurrencyLegend.tsx"
import { ItemPicture } from "../../components/ItemPicture/ItemPicture.tsx"
import { ItemTooltip } from "../../components/ItemTooltip/ItemTooltip.tsx"
import { useTooltipPointer } from "../../components/ItemTooltip/useTooltipPointer.ts"
import { Notice } from "../../components/Notice/Notice.tsx"
import { PurchaseSummary } from "../../components/PurchaseSummary/PurchaseSummary.tsx"
import {
  type Balances,
  type CurrencyTotals,
  totalsByCurrency,
} from "../../components/PurchaseSummary/purchaseTotals.ts"
import { englishOf } from "../../i18n/englishOf.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./ShoppingCart.css.ts"
import english from "./ShoppingCart.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

export type { Balances } from "../../components/PurchaseSummary/purchaseTotals.ts"

export interface ShoppingCartRow {
  readonly seq: number
  readonly quantity: number
  readonly isChecked: number
  readonly shopitem: {
    readonly ProductNum: number
    readonly ItemName: string
    readonly price: number
    readonly image_url: string | null
    readonly section?: number | null | undefined
    readonly description?: string | null | undefined
  }
}

export interface ShoppingCartProps {
  /** The page's heading: the section's name. */
  readonly title?: string
  /**
   * The items in the player's cart, each with its quantity and whether it is ticked; empty while the cart
   * loads.
   */
  readonly rows: ReadonlyArray<ShoppingCartRow> | null
  /** The player's R-Coin and Milleage, to show the balance after buying and warn before a purchase they cannot afford. */
  readonly balances: Balances
  /** Called with the item the player ticks or unticks. */
  readonly onToggleCheck: (row: ShoppingCartRow) => void
  /** Called with the item and +1 or −1 when the player changes its quantity. */
  readonly onChangeQuantity: (row: ShoppingCartRow, change: 1 | -1) => void
  /** Called with the item the player takes out of the cart. */
  readonly onRemove: (row: ShoppingCartRow) => void
  /** Called once the player has confirmed buying the ticked items. */
  readonly onBuyChecked: () => void
  /** While an action on the cart runs: its controls show they are busy. */
  readonly isPending?: boolean
}

/** Told when the checked items cost more than the player holds; the server refuses such a purchase. */
export const insufficientBalanceText = inEnglish("ShoppingCart.insufficientBalance")

/** What the two sums count, written under their labels. */
export const cartTotalHints = {
  subtotal: inEnglish("ShoppingCart.subtotalHint"),
  total: inEnglish("ShoppingCart.totalHint"),
} as const

/** The confirmation Proceed to Buy asks for, above the list of what it buys. */
export const buyCheckedConfirmText = inEnglish("ShoppingCart.buyCheckedConfirm")

/** Spec §3: isChecked 1 means the row is selected for Buy Checked Items. */
const isChecked = (row: Pick<ShoppingCartRow, "isChecked">): boolean => row.isChecked === 1

/**
 * The shopping cart page: the item count; rows with a check box, thumbnail, name, − and +,
 * quantity, price and Remove, each with the item tooltip on hover or focus; Subtotal (every row) and
 * Total (the checked rows, what Proceed to Buy charges), each per currency. Proceed to Buy first
 * shows what it buys, the total and the balance after, and buys only when the player confirms.
 */
export const ShoppingCart = ({
  title,
  rows,
  balances,
  onToggleCheck,
  onChangeQuantity,
  onRemove,
  onBuyChecked,
  isPending = false,
}: ShoppingCartProps) => {
  const [isConfirming, setConfirming] = useState(false)
  const t = useMessages(english)
  const all = rows ?? []
  const checked = all.filter(isChecked)
  const subtotal = totalsByCurrency(all)
  const total = totalsByCurrency(checked)
  const held = balancesOfSession(balances)
  const tooPoor = total.coin > held.coin || total.point > held.point
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title ?? t("ShoppingCart.title")}</h1>
      {rows === null ? (
        <Notice tone="empty" announce="status">
          {t("ShoppingCart.loading")}
        </Notice>
      ) : (
        <>
          <p className={styles.count}>
            {t("ShoppingCart.count", { count: all.length, shown: String(all.length) })}
          </p>
          {all.length > 0 && <CurrencyLegend place="shop" />}
          {all.length === 0 ? (
            <Notice tone="empty">{t("ShoppingCart.noData")}</Notice>
          ) : (
            <ul className={styles.rows} aria-label={t("ShoppingCart.cartItems")}>
              {all.map((row) => (
                <CartLine
                  key={row.seq}
                  row={row}
                  isPending={isPending}
                  onToggleCheck={onToggleCheck}
                  onChangeQuantity={onChangeQuantity}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          )}
          <dl className={styles.totals}>
            <TotalLine
              label={t("ShoppingCart.subtotal")}
              hint={t("ShoppingCart.subtotalHint")}
              totals={subtotal}
            />
            <TotalLine label={t("ShoppingCart.total")} hint={t("ShoppingCart.totalHint")} totals={total} />
          </dl>
          {tooPoor && <Notice tone="danger">{t("ShoppingCart.insufficientBalance")}</Notice>}
          <Button
            tone="primary"
            isDisabled={checked.length === 0}
            isPending={isPending}
            onPress={() => setConfirming(true)}
          >
            {t("ShoppingCart.proceedToBuy")}
          </Button>
          <ConfirmDialog
            title={t("ShoppingCart.confirmTitle")}
            message={t("ShoppingCart.buyCheckedConfirm")}
            confirmLabel={t("ShoppingCart.buy")}
            isOpen={isConfirming}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false)
              onBuyChecked()
            }}
          >
            <PurchaseSummary
              lines={checked.map((row) => ({
                name: row.shopitem.ItemName,
                quantity: row.quantity,
                price: row.shopitem.price,
                section: row.shopitem.section,
              }))}
              balances={balances}
            />
          </ConfirmDialog>
        </>
      )}
    </article>
  )
}

interface TotalLineProps {
  readonly label: string
  readonly hint: string
  readonly totals: CurrencyTotals
}

const TotalLine = ({ label, hint, totals }: TotalLineProps) => (
  <div className={styles.totalLine}>
    <dt className={styles.totalLabel}>
      {label}
      <span className={styles.totalHint}>{hint}</span>
    </dt>
    <dd className={styles.amounts}>
      <CurrencyAmount amount={totals.coin} section={currencies.coin.section} place="shop" isNameShown />
      <CurrencyAmount amount={totals.point} section={currencies.point.section} place="shop" isNameShown />
    </dd>
  </div>
)

interface CartLineProps {
  readonly row: ShoppingCartRow
  readonly isPending: boolean
  readonly onToggleCheck: (row: ShoppingCartRow) => void
  readonly onChangeQuantity: (row: ShoppingCartRow, change: 1 | -1) => void
  readonly onRemove: (row: ShoppingCartRow) => void
}

const CartLine = ({ row, isPending, onToggleCheck, onChangeQuantity, onRemove }: CartLineProps) => {
  const { tooltipId, pointer, handlers } = useTooltipPointer()
  const item = row.shopitem
  const t = useMessages(english)
  return (
    <li className={styles.row} aria-describedby={tooltipId} {...handlers}>
      <Checkbox
        className={styles.check}
        isSelected={isChecked(row)}
        isDisabled={isPending}
        onChange={() => onToggleCheck(row)}
        aria-label={t("ShoppingCart.checkLabel", { item: item.ItemName })}
      >
        <span className={styles.box} aria-hidden="true" />
      </Checkbox>
      <ItemPicture src={item.image_url} name={item.ItemName} size="thumbnail" isDecorative />
      <span className={styles.name}>{item.ItemName}</span>
      <span className={styles.quantity}>
        <Button
          tone="quiet"
          isDisabled={isPending || row.quantity <= 1}
          onPress={() => onChangeQuantity(row, -1)}
          aria-label={t("ShoppingCart.oneLess", { item: item.ItemName })}
        >
          −
        </Button>
        <output aria-label={t("ShoppingCart.quantityOf", { item: item.ItemName })}>{row.quantity}</output>
        <Button
          tone="quiet"
          isDisabled={isPending}
          onPress={() => onChangeQuantity(row, 1)}
          aria-label={t("ShoppingCart.oneMore", { item: item.ItemName })}
        >
          +
        </Button>
      </span>
      <span className={styles.price}>
        <CurrencyAmount amount={lineTotal(item.price, row.quantity)} section={item.section} place="shop" />
      </span>
      <Button
        tone="quiet"
        isDisabled={isPending}
        onPress={() => onRemove(row)}
        aria-label={t("ShoppingCart.removeLabel", { item: item.ItemName })}
      >
        {t("ShoppingCart.remove")}
      </Button>
      <ItemTooltip id={tooltipId} item={{ ...item, description: item.description }} pointer={pointer} />
    </li>
  )
}
