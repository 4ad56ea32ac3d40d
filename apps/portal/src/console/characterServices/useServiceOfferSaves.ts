import { actionErrorText } from "@gatehouse/api-client"
import {
  type CharacterServiceKind,
  characterServiceTexts,
  formatAmount,
  maxServiceCooldownHours,
} from "@gatehouse/domain"
import { useMessages } from "@gatehouse/ui"
import {
  type ServiceOfferDraft,
  type ServiceOfferStatus,
  type ServiceOfferView,
  servicePriceText,
} from "@gatehouse/ui/console"
import { Result } from "effect"
import { useState } from "react"
import { useAction } from "../../data/useAction.ts"
import type { ConsoleApi } from "../consoleApi.ts"
import { serverFormErrors } from "../formErrors.ts"
import { consoleCalls } from "../staffAction.ts"
import { maxPriceCents, payloadOfServiceDraft, serviceOfferErrorsOf } from "./serviceOfferDraft.ts"
import english from "./useServiceOfferSaves.en.json"

type Statuses = Partial<Record<CharacterServiceKind, ServiceOfferStatus>>

/**
 * Saves each service on its own and keeps where each save stands, for its card: waiting, what the
 * server saved, or why it refused. The answer is told on the card rather than in a dialog, so staff
 * can save one service after another; a refusal leaves the card as typed.
 */
export const useServiceOfferSaves = (api: ConsoleApi) => {
  const t = useMessages(english)
  /** What the server saved, as the card tells it: "Reset stats saved: on, 50.00 R-Coin, once every 24 hours." */
  const savedText = (offer: ServiceOfferView) =>
    t("useServiceOfferSaves.saved", {
      service: characterServiceTexts[offer.service].name,
      state: offer.enabled ? t("useServiceOfferSaves.on") : t("useServiceOfferSaves.off"),
      price: servicePriceText(offer.currency, offer.price),
      cooldown: t("useServiceOfferSaves.cooldownText", {
        hours: offer.cooldownHours,
        shown: String(offer.cooldownHours),
      }),
    })
  const { run } = useAction<CharacterServiceKind>()
  const [status, setStatus] = useState<Statuses>({})
  const update = (service: CharacterServiceKind, next: (current: ServiceOfferStatus) => ServiceOfferStatus) =>
    setStatus((all) => ({ ...all, [service]: next(all[service] ?? {}) }))

  const save = (draft: ServiceOfferDraft) => {
    const { service } = draft
    const checked = payloadOfServiceDraft(draft, {
      amount: t("useServiceOfferSaves.notAnAmount"),
      priceAtMost: t("useServiceOfferSaves.priceAtMost", { most: formatAmount(maxPriceCents / 100) }),
      cooldown: t("useServiceOfferSaves.cooldown", { most: maxServiceCooldownHours }),
    })
    if (Result.isFailure(checked)) {
      update(service, ({ saves }) => ({ saves, errors: checked.failure }))
      return
    }
    update(service, ({ saves }) => ({ saves, isPending: true }))
    void run(
      {
        call: api.updateServiceOffer(checked.success),
        changes: consoleCalls("listServiceOffers"),
        // Told on its card, not in a dialog; the client policy still tells what it always does (no answer, signed out).
        report: null,
      },
      service,
    ).then((result) => {
      if (Result.isSuccess(result)) {
        const saved = result.success.services.find((offer) => offer.service === service)
        // The list was read again before this: a new `saves` starts the card from what the server holds.
        update(service, ({ saves = 0 }) => ({
          saves: saves + 1,
          outcome: saved === undefined ? undefined : { tone: "success", text: savedText(saved) },
        }))
      } else {
        const errors = serviceOfferErrorsOf(serverFormErrors(result.failure))
        // A refusal that names a field is shown beside it, once; any other above Save.
        update(service, ({ saves }) =>
          Object.keys(errors).length > 0
            ? { saves, errors }
            : { saves, outcome: { tone: "danger", text: actionErrorText(result.failure) } },
        )
      }
    })
  }

  return { status, save }
}
