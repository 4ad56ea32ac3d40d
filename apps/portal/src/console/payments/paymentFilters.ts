import { paymentProviders, paymentStates } from "@gatehouse/domain"
import type { PaymentFilters } from "@gatehouse/ui/console"

/** Where the Payments page lives; its filters ride in the address so a filtered list can be shared. */
export const paymentsPath = "/staff/payments"

const filterNames = ["state", "provider", "user", "from", "to"] as const
const dayPattern = /^\d{4}-\d{2}-\d{2}$/

const isOneOf = <T extends string>(list: ReadonlyArray<T>, value: string): value is T =>
  (list as ReadonlyArray<string>).includes(value)

/** The filters an address carries; a value the list cannot use is dropped, never sent. */
export const paymentFiltersOf = (params: URLSearchParams): PaymentFilters => {
  const read = (name: (typeof filterNames)[number]) => (params.get(name) ?? "").trim()
  return {
    state: isOneOf(paymentStates, read("state")) ? read("state") : "",
    provider: isOneOf(paymentProviders, read("provider")) ? read("provider") : "",
    user: read("user").slice(0, 60),
    from: dayPattern.test(read("from")) ? read("from") : "",
    to: dayPattern.test(read("to")) ? read("to") : "",
  }
}

/** The list's address with these filters, on its first page. */
export const paymentsAddressOf = (filters: PaymentFilters): string => {
  const params = new URLSearchParams()
  for (const name of filterNames) if (filters[name].trim() !== "") params.set(name, filters[name].trim())
  const text = params.toString()
  return `${paymentsPath}${text === "" ? "" : `?${text}`}`
}

/** The filters as the call takes them: only those chosen. */
export const paymentsQueryOf = (filters: PaymentFilters, page: number) => ({
  page,
  ...(isOneOf(paymentStates, filters.state) ? { state: filters.state } : {}),
  ...(isOneOf(paymentProviders, filters.provider) ? { provider: filters.provider } : {}),
  ...(filters.user === "" ? {} : { user: filters.user }),
  ...(filters.from === "" ? {} : { from: filters.from }),
  ...(filters.to === "" ? {} : { to: filters.to }),
})
