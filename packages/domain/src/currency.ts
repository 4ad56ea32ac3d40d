/**
 * The two balances a player holds and every name each one goes by. Each layer speaks of them in its
 * own words (the shop's section numbers, the site config's `coin`/`point`, the ledger's
 * `rcoin`/`milleage`, the database's columns, the money answers' and the session's fields); all of
 * them are read from `currencies`, so a new name for a balance is written here once.
 */

/** The balances: the premium one (`coin`, R-Coin) and the earned one (`point`, Milleage). */
export const currencyKeys = ["coin", "point"] as const
export type Currency = (typeof currencyKeys)[number]

/** Every name of one balance. */
export interface CurrencyNames {
  /** The item shop section priced in it (spec §2 Item shop). */
  readonly section: 1 | 2
  /** Its name beside amounts and balances: Gatehouse's own, which a server may rename in the ui's site config. */
  readonly name: string
  /** Its name inside the item shop and the cart, where the shop calls it otherwise (spec §1); `name` when left out. */
  readonly shopName?: string
  /** The ledger's name (`balance_ledger.currency`), also the console's. */
  readonly ledger: string
  /** The `users` column holding it. */
  readonly column: string
  /** Its field in every money answer (spec §7: userPoints, userPoints2). */
  readonly answer: string
  /** Its field in the session's user (spec §3 User: UserPoint, UserPoint2). */
  readonly session: string
}

export const currencies = {
  coin: {
    section: 2,
    name: "R-Coin",
    ledger: "rcoin",
    column: "r_coin",
    answer: "userPoints",
    session: "UserPoint",
  },
  point: {
    section: 1,
    name: "Milleage",
    shopName: "R-Point",
    ledger: "milleage",
    column: "milleage",
    answer: "userPoints2",
    session: "UserPoint2",
  },
} as const satisfies Readonly<Record<Currency, CurrencyNames>>

type Names = typeof currencies

/** A shop section: 2 is priced in R-Coin, 1 in Milleage (the shop table allows only these). */
export type ShopSection = Names[Currency]["section"]
/** A balance as the ledger, the database's `currency` columns and the console name it. */
export type LedgerCurrency = Names[Currency]["ledger"]

/** The ledger's names, R-Coin first. */
export const ledgerCurrencies = [currencies.coin.ledger, currencies.point.ledger] as const

/**
 * Which balance pays for a shop item and which icon it shows (spec §2: section 2 is R-Coin, any
 * other section, or none, Milleage).
 */
export const currencyOfSection = (section: number | null | undefined): Currency =>
  section === currencies.coin.section ? "coin" : "point"

/** The section of the shop's two a stored or sent section is read as (2, or else Milleage's). */
export const shopSectionOf = (section: number | null | undefined): ShopSection =>
  currencies[currencyOfSection(section)].section

/** The section a form's text holds ("2" is R-Coin's, anything else Milleage's). */
export const shopSectionOfText = (text: string): ShopSection => shopSectionOf(Number(text))

/** One value per balance, keyed as the site config keys them. */
export type ByCurrency<A> = Readonly<Record<Currency, A>>

/** One value per balance, keyed as the ledger names them. */
export type ByLedgerCurrency<A> = Readonly<Record<LedgerCurrency, A>>

/** The balances as every money answer carries them (userPoints is R-Coin, userPoints2 Milleage). */
export type AnswerBalances<A = number> = { readonly [C in Currency as Names[C]["answer"]]: A }

/** The balances as the `users` table's columns hold them (`numeric` read as text). */
export type ColumnBalances<A = string> = { readonly [C in Currency as Names[C]["column"]]: A }

/** The balances as the session's user carries them (UserPoint is R-Coin, UserPoint2 Milleage). */
export type SessionBalances<A = number> = { readonly [C in Currency as Names[C]["session"]]: A }

/** Per balance, keyed as the ledger names them. */
export const byLedgerName = <A>(values: ByCurrency<A>): ByLedgerCurrency<A> => ({
  [currencies.coin.ledger]: values.coin,
  [currencies.point.ledger]: values.point,
})

/** Each balance's name (R-Coin, Milleage) under the ledger's name of it, as the console reads them. */
export const ledgerCurrencyNames = byLedgerName({ coin: currencies.coin.name, point: currencies.point.name })

/** Per balance, keyed as the money answers name them. */
export const asAnswerBalances = <A>(values: ByCurrency<A>): AnswerBalances<A> => ({
  [currencies.coin.answer]: values.coin,
  [currencies.point.answer]: values.point,
})

/** Per balance, keyed as the session's user names them. */
export const asSessionBalances = <A>(values: ByCurrency<A>): SessionBalances<A> => ({
  [currencies.coin.session]: values.coin,
  [currencies.point.session]: values.point,
})

/** A money answer's balances, per balance. */
export const balancesOfAnswer = <A>(answer: AnswerBalances<A>): ByCurrency<A> => ({
  coin: answer[currencies.coin.answer],
  point: answer[currencies.point.answer],
})

/** The session user's balances, per balance. */
export const balancesOfSession = <A>(user: SessionBalances<A>): ByCurrency<A> => ({
  coin: user[currencies.coin.session],
  point: user[currencies.point.session],
})

/** The sentences a refused payment answers with, naming the balances by their names. */
export const moneyMessages = {
  insufficient: `Insufficient balance: you do not have enough ${currencies.coin.name} or ${currencies.point.name} for this purchase.`,
} as const
