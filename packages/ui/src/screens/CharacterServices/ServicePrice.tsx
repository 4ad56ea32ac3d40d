import { currencies, currencyKeys, type ServiceCurrency, serviceCurrencyNames } from "@gatehouse/domain"
import { CurrencyAmount } from "../../components/CurrencyAmount/CurrencyAmount.tsx"
import { useDomainMessages } from "../../i18n/Messages.tsx"

/** The balance a service is paid from (the ledger's names are the services' own), or none when free. */
export const currencyOfService = (currency: ServiceCurrency, price: number) =>
  price <= 0 ? undefined : currencyKeys.find((key) => currencies[key].ledger === currency)

interface ServicePriceProps {
  readonly currency: ServiceCurrency
  readonly price: number
  /** Writes the currency's name after the amount; otherwise only screen readers hear it beside the icon. */
  readonly isNameShown?: boolean
}

/** A service's price: "Free", or the amount with its currency's icon (and name) as balances show them. */
export const ServicePrice = ({ currency, price, isNameShown = true }: ServicePriceProps) => {
  const sayCurrency = useDomainMessages("serviceCurrencyNames", serviceCurrencyNames)
  const paidWith = currencyOfService(currency, price)
  return paidWith === undefined ? (
    <span>{sayCurrency("free")}</span>
  ) : (
    <CurrencyAmount amount={price} section={currencies[paidWith].section} isNameShown={isNameShown} />
  )
}
