import type { CharacterServiceKind } from "@gatehouse/domain"
import { useId } from "react"
import { Notice } from "../../components/Notice/Notice.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleLoadNotice } from "../ConsoleListState/ConsoleListState.tsx"
import type { ConsoleOutcomeNotice } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import { ServiceOfferCard } from "./ServiceOfferCard.tsx"
import * as styles from "./ServiceOffers.css.ts"
import english from "./ServiceOffers.en.json"
import type { ServiceOfferDraft, ServiceOfferErrors, ServiceOffersView } from "./serviceOffers.ts"
import offerEnglish from "./serviceOfferTexts.en.json"

/** Where one service's save stands. */
export interface ServiceOfferStatus {
  readonly isPending?: boolean
  /** What the last save came to: what the server saved, or why it refused. */
  readonly outcome?: ConsoleOutcomeNotice
  readonly errors?: ServiceOfferErrors
  /**
   * How many saves of this service the server has accepted: each one starts its form again from the
   * server's answer, while the other services keep what is typed in them.
   */
  readonly saves?: number
}

export interface ServiceOffersProps {
  readonly offers: LoadState<ServiceOffersView>
  /** Called with one service's form when its Save is pressed. */
  readonly onSave: (draft: ServiceOfferDraft) => void
  readonly status?: Partial<Record<CharacterServiceKind, ServiceOfferStatus>>
}

/**
 * The Character services page: each service players may have the server do to their characters,
 * switched on or off, priced and rationed on its own card. Without a game link players cannot use
 * any of them, which the page says first; the settings stay editable for when the link is on.
 */
export const ServiceOffers = ({ offers, onSave, status = {} }: ServiceOffersProps) => {
  const t = useMessages(english)
  const s = useMessages(offerEnglish)
  const headingId = useId()
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("ServiceOffers.heading")}
      </h2>
      <p className={styles.intro}>{s("serviceOfferTexts.intro")}</p>
      {offers.status !== "loaded" ? (
        <ConsoleLoadNotice status={offers.status} failed={s("serviceOfferTexts.failed")} />
      ) : (
        <>
          {!offers.value.gameLinked && <Notice tone="info">{s("serviceOfferTexts.needsGameLink")}</Notice>}
          <ul className={styles.list}>
            {offers.value.services.map((offer) => {
              const { isPending, outcome, errors, saves = 0 } = status[offer.service] ?? {}
              return (
                <li key={offer.service}>
                  <ServiceOfferCard
                    key={saves}
                    offer={offer}
                    gameLinked={offers.value.gameLinked}
                    onSave={onSave}
                    isPending={isPending}
                    outcome={outcome}
                    errors={errors}
                  />
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
