import { ServiceOfferPayload } from "@gatehouse/api-client/console"
import { formatAmount, maxServiceCooldownHours } from "@gatehouse/domain"
import { type ServiceOfferDraft, type ServiceOfferErrors, serviceOfferFields } from "@gatehouse/ui/console"
import { Result } from "effect"
import { checkForm, type FormErrors } from "../formErrors.ts"
import { amountMessage, typedCents } from "../payments/packageDraft.ts"

/** The most a service may cost, as the call allows it. */
export const maxPriceCents = 100_000_000

export const serviceOfferMessages = {
  priceAtMost: `A service costs at most ${formatAmount(maxPriceCents / 100)}.`,
  cooldown: `Enter the cooldown in whole hours, from 0 to ${maxServiceCooldownHours}.`,
} as const

/** The errors of the fields a service's form has; whatever else a refusal names is left to its message. */
export const serviceOfferErrorsOf = (errors: FormErrors): ServiceOfferErrors =>
  Object.fromEntries(serviceOfferFields.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])))

/**
 * The settings a service's form describes, or a message for each field that cannot be sent: a price
 * that is no amount or more than the call takes, a cooldown that is not whole hours in range. A free
 * service is sent at 0, whatever was typed. The price rules the server words itself (more than 0
 * unless free, whole coins with the game link on) are left to it: its answer shows beside the price.
 */
export const payloadOfServiceDraft = (
  draft: ServiceOfferDraft,
  /** The refusals in the page's language; English unless given. */
  messages: { readonly amount: string; readonly priceAtMost: string; readonly cooldown: string } = {
    amount: amountMessage,
    ...serviceOfferMessages,
  },
): Result.Result<ServiceOfferPayload, ServiceOfferErrors> => {
  const isFree = draft.currency === "free"
  const cents = isFree ? 0 : typedCents(draft.price)
  const hoursText = draft.cooldownHours.trim()
  const hours = /^\d{1,5}$/.test(hoursText) ? Number(hoursText) : undefined
  const errors: Record<string, string> = {}
  if (cents === undefined) errors.price = messages.amount
  else if (cents > maxPriceCents) errors.price = messages.priceAtMost
  if (hours === undefined || hours > maxServiceCooldownHours) errors.cooldownHours = messages.cooldown
  if (Object.keys(errors).length > 0) return Result.fail(errors)
  const checked = checkForm(ServiceOfferPayload, {
    service: draft.service,
    enabled: draft.enabled,
    currency: draft.currency,
    price: (cents ?? 0) / 100,
    cooldownHours: hours,
  })
  return Result.mapError(checked, serviceOfferErrorsOf)
}
