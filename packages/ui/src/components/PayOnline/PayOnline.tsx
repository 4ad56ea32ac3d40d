import {
  formatPesos,
  fromCents,
  type PaymentProvider,
  paymentMethodWords,
  paymentProviderNames,
  paymentProviders,
  toCents,
  validationMessages,
} from "@gatehouse/domain"
import { useId, useState } from "react"
import { Label, Radio, RadioGroup, VisuallyHidden } from "react-aria-components"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { type Translate, useDomainMessages, useDomainText, useMessages } from "../../i18n/Messages.tsx"
import { type Numbers, useNumbers } from "../../i18n/useNumbers.ts"
import { Button, LinkButton } from "../Button/Button.tsx"
import { CurrencyAmount } from "../CurrencyAmount/CurrencyAmount.tsx"
import * as styles from "./PayOnline.css.ts"
import english from "./PayOnline.en.json"

/** A package of R-Coin on sale: its price in centavos, and the R-Coin (and bonus on top) in cents. */
export interface TopUpPackageOption {
  readonly id: number
  readonly name: string
  readonly priceCentavos: number
  readonly rcoinCents: number
  /** R-Coin added on top of `rcoinCents`; 0 for none. */
  readonly bonusCents: number
}

/** One way of paying that one gateway offers (GCash through PayMongo). */
export interface TopUpMethodOption {
  readonly provider: PaymentProvider
  /** The gateway's own code for it, sent back as `method` when the player pays. */
  readonly code: string
  /** What the player reads. */
  readonly label: string
}

/** What the player chose to pay for, and how. */
export interface PayChoice {
  readonly packageId: number
  readonly provider: PaymentProvider
  readonly method: string
}

export interface PayOnlineProps {
  /** The packages on sale, in the order they are offered. */
  readonly packages: ReadonlyArray<TopUpPackageOption>
  /** The ways of paying, from every gateway the server takes payments through. */
  readonly methods: ReadonlyArray<TopUpMethodOption>
  /** Called with the chosen package and way of paying when a player presses Pay. */
  readonly onPay: (choice: PayChoice) => void
  /** While the payment is being made (and the gateway's page opens): Pay is busy and the choices stay. */
  readonly isPending?: boolean
  /** A guest sees what is on sale but is asked to log in instead of paying. */
  readonly isGuest?: boolean
  /** The player's R-Coin balance now, to show what it will be once the payment is credited. */
  readonly balance?: number | undefined
}

const methodKey = (method: TopUpMethodOption) => `${method.provider}:${method.code}`

/** What is bought, what it costs and the balance after, before the player pays. */
const paySummary = (
  t: Translate<keyof typeof english>,
  { cents }: Numbers,
  offer: TopUpPackageOption,
  method: TopUpMethodOption,
  methodName: string,
  coinName: string,
  balance: number | undefined,
): string => {
  const gained = offer.rcoinCents + offer.bonusCents
  const paying = t("PayOnline.paying", {
    price: formatPesos(offer.priceCentavos),
    method: methodName,
    provider: paymentProviderNames[method.provider],
    gained: cents(gained),
    coinName,
  })
  if (balance === undefined) return paying
  return t("PayOnline.payingWithBalance", {
    paying,
    after: cents(toCents(balance) + gained),
    coinName,
  })
}

/**
 * Buying R-Coin with GCash, Maya, a card or cash through a payment gateway, beside the redeem form:
 * the packages, the ways of paying grouped by gateway, what the player pays and gets, and Pay. The
 * payment itself happens on the gateway's page.
 */
export const PayOnline = ({
  packages,
  methods,
  onPay,
  isPending = false,
  isGuest = false,
  balance,
}: PayOnlineProps) => {
  const headingId = useId()
  const t = useMessages(english)
  // Methods come labelled by the server in English: a word is said again, a brand stays.
  const sayMethod = useDomainText("paymentMethodWords", paymentMethodWords)
  const formats = useNumbers()
  const sayValidation = useDomainMessages("validationMessages", validationMessages)
  const coinName = useSiteConfig().currencies.coin.name
  const [packageId, setPackageId] = useState<string | null>(null)
  const [methodChoice, setMethodChoice] = useState<string | null>(null)
  const chosenPackage = packages.find((offer) => String(offer.id) === packageId)
  const chosenMethod = methods.find((method) => methodKey(method) === methodChoice)
  const providers = paymentProviders.filter((provider) =>
    methods.some((method) => method.provider === provider),
  )
  // The same wallet can be offered by two gateways: its name then says which one.
  const namesProvider = providers.length > 1

  const pay = () => {
    if (chosenPackage === undefined || chosenMethod === undefined || isPending) return
    onPay({ packageId: chosenPackage.id, provider: chosenMethod.provider, method: chosenMethod.code })
  }

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("PayOnline.payOnline")}
      </h2>
      <p className={styles.intro}>{t("PayOnline.intro", { coinName })}</p>
      <RadioGroup className={styles.group} value={packageId} onChange={setPackageId} isDisabled={isPending}>
        <Label className={styles.groupLabel}>{t("PayOnline.package")}</Label>
        <div className={styles.packages}>
          {packages.map((offer) => (
            <Radio key={offer.id} value={String(offer.id)} className={styles.packageChoice}>
              <span className={styles.packageName}>{offer.name}</span>
              <span className={styles.price}>{formatPesos(offer.priceCentavos)}</span>
              <CurrencyAmount amount={fromCents(offer.rcoinCents)} section={2} isNameShown />
              {offer.bonusCents > 0 && (
                <span className={styles.bonus}>
                  {t("PayOnline.bonus", { bonus: formats.cents(offer.bonusCents) })}
                </span>
              )}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup
        className={styles.group}
        value={methodChoice}
        onChange={setMethodChoice}
        isDisabled={isPending}
      >
        <Label className={styles.groupLabel}>{t("PayOnline.payWith")}</Label>
        {providers.map((provider) => (
          <ProviderMethods
            key={provider}
            provider={provider}
            methods={methods.filter((method) => method.provider === provider)}
            namesProvider={namesProvider}
          />
        ))}
      </RadioGroup>
      <p className={styles.summary} aria-live="polite">
        {chosenPackage === undefined || chosenMethod === undefined
          ? t("PayOnline.choose")
          : paySummary(
              t,
              formats,
              chosenPackage,
              chosenMethod,
              sayMethod(chosenMethod.label),
              coinName,
              balance,
            )}
      </p>
      {isGuest ? (
        <div className={styles.guest}>
          <p className={styles.guestNote}>{sayValidation("loginToContinue")}</p>
          <LinkButton tone="primary" href="/login">
            {t("PayOnline.login")}
          </LinkButton>
        </div>
      ) : (
        <div>
          <Button
            tone="primary"
            onPress={pay}
            isPending={isPending}
            isDisabled={chosenPackage === undefined || chosenMethod === undefined}
          >
            {t("PayOnline.pay")}
          </Button>
        </div>
      )}
    </section>
  )
}

const ProviderMethods = ({
  provider,
  methods,
  namesProvider,
}: {
  readonly provider: PaymentProvider
  readonly methods: ReadonlyArray<TopUpMethodOption>
  readonly namesProvider: boolean
}) => {
  const name = paymentProviderNames[provider]
  const sayMethod = useDomainText("paymentMethodWords", paymentMethodWords)
  return (
    <fieldset className={styles.provider}>
      <legend className={styles.providerName}>{name}</legend>
      <div className={styles.methods}>
        {methods.map((method) => (
          <Radio key={methodKey(method)} value={methodKey(method)} className={styles.methodChoice}>
            {sayMethod(method.label)}
            {namesProvider && <VisuallyHidden> ({name})</VisuallyHidden>}
          </Radio>
        ))}
      </div>
    </fieldset>
  )
}
