import type { ReactNode } from "react"
import { VisuallyHidden } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import english from "./characterServicesTexts.en.json"
import { ServicePrice } from "./ServicePrice.tsx"
import * as styles from "./ServiceRow.css.ts"
import type { Availability } from "./serviceAvailability.ts"
import type { ServiceOfferOnPage } from "./servicesOnPage.ts"
import { useServiceWords } from "./useServiceWords.ts"

interface ServiceRowProps {
  readonly offer: ServiceOfferOnPage
  readonly availability: Availability
  /** Whose service it is, heard after the button's word so two cards' buttons differ ("Aria"). */
  readonly target?: string
  /** What "online" reads in this row; none where the card already says it once. */
  readonly onlineReason?: string
  readonly onUse: () => void
}

const reasonOf = (
  availability: Availability,
  onlineReason: string | undefined,
  t: Translate<keyof typeof english>,
  say: ReturnType<typeof useServiceWords>["sentence"],
): ReactNode => {
  switch (availability.kind) {
    case "ready":
      return null
    case "notSetUp":
      return say("notSetUp")
    case "cooldown":
      return (
        <>
          {t("characterServicesTexts.availableAfter")} <ServerDate value={availability.until} />
        </>
      )
    case "inClub":
      return say("inClub")
    case "online":
      return onlineReason ?? null
    case "notStuck":
      return say("notStuck")
  }
}

/** One service: its name and price, then either Use or why it cannot be used now. */
export const ServiceRow = ({ offer, availability, target, onlineReason, onUse }: ServiceRowProps) => {
  const t = useMessages(english)
  const words = useServiceWords()
  const name = words.name(offer.service)
  const reason = reasonOf(availability, onlineReason, t, words.sentence)
  return (
    <li className={styles.root}>
      <span className={styles.name}>{name}</span>
      <span className={styles.price}>
        <ServicePrice currency={offer.currency} price={offer.price} />
      </span>
      {availability.kind === "ready" ? (
        <span className={styles.action}>
          <Button tone="primary" onPress={onUse}>
            {t("characterServicesTexts.use")}
            <VisuallyHidden elementType="span">
              {" "}
              {name}
              {target === undefined ? "" : ` ${t("characterServicesTexts.forTarget", { target })}`}
            </VisuallyHidden>
          </Button>
        </span>
      ) : (
        reason !== null && <p className={styles.reason}>{reason}</p>
      )}
    </li>
  )
}
