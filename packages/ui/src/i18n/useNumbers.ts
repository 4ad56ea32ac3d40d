import { formatAmount, formatCents, formatCount, localeOf } from "@gatehouse/domain"
import { useMemo } from "react"
import { useLanguage } from "./language.ts"

/** The `Intl` locale of the page's language: "en-US", "fil-PH". */
export const useLocale = (): string => localeOf(useLanguage())

/** Numbers written the way the page's language writes them. */
export interface Numbers {
  /** The `Intl` locale of the page's language. */
  readonly locale: string
  /** An amount with its two decimals: "1,234.50". */
  readonly amount: (amount: number) => string
  /** Whole cents as an amount: 123450 → "1,234.50". */
  readonly cents: (cents: number) => string
  /** A whole number: "12,345". */
  readonly count: (count: number) => string
}

/**
 * The domain's number formatters bound to the page's language. Apart from the dates' (`useFormats`),
 * so a component that shows only an amount (a balance, a price) carries no date code or words.
 */
export const useNumbers = (): Numbers => {
  const locale = useLocale()
  return useMemo(
    () => ({
      locale,
      amount: (amount) => formatAmount(amount, locale),
      cents: (cents) => formatCents(cents, locale),
      count: (count) => formatCount(count, locale),
    }),
    [locale],
  )
}
