import { characterServiceTexts, serviceCurrencies, serviceCurrencyNames } from "@gatehouse/domain"
import { type FormEvent, useId, useState } from "react"
import { Switch, VisuallyHidden } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ConsoleOutcome, type ConsoleOutcomeNotice } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import english from "./ServiceOfferCard.en.json"
import * as styles from "./ServiceOffers.css.ts"
import {
  type ServiceOfferDraft,
  type ServiceOfferErrors,
  type ServiceOfferView,
  serviceOfferDraftOf,
} from "./serviceOffers.ts"
import offerEnglish from "./serviceOfferTexts.en.json"

export interface ServiceOfferCardProps {
  /** The service as the server holds it; the form starts from it. */
  readonly offer: ServiceOfferView
  /** With the game link on, prices are whole coins. */
  readonly gameLinked: boolean
  /** Called with the form as it stands when Save is pressed. */
  readonly onSave: (draft: ServiceOfferDraft) => void
  /** While this service's settings are on their way: Save waits, and the card says so. */
  readonly isPending?: boolean | undefined
  /** What the last save of this service came to. */
  readonly outcome?: ConsoleOutcomeNotice | undefined
  readonly errors?: ServiceOfferErrors | undefined
}

const currencyOptions = serviceCurrencies.map((currency) => ({
  value: currency,
  label: serviceCurrencyNames[currency],
}))

const isCurrency = (value: string): value is ServiceOfferDraft["currency"] =>
  (serviceCurrencies as ReadonlyArray<string>).includes(value)

/**
 * One character service's settings: its name and what it changes in the game, whether players may
 * use it, what it costs in which balance, and how long a character waits between two uses. What is
 * typed stays as typed until it is saved, so a refused save loses nothing.
 */
export const ServiceOfferCard = ({
  offer,
  gameLinked,
  onSave,
  isPending,
  outcome,
  errors = {},
}: ServiceOfferCardProps) => {
  const t = useMessages(english)
  const s = useMessages(offerEnglish)
  const headingId = useId()
  const [draft, setDraft] = useState(() => serviceOfferDraftOf(offer))
  const texts = characterServiceTexts[offer.service]
  const isFree = draft.currency === "free"
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onSave(draft)
  }
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardHeading}>
          {texts.name}
        </h3>
        <Switch
          className={styles.switchRoot}
          name="enabled"
          isSelected={draft.enabled}
          onChange={(enabled) => setDraft({ ...draft, enabled })}
        >
          <span className={styles.switchTrack} aria-hidden="true" />
          {t("ServiceOfferCard.offered")}
        </Switch>
      </div>
      <p className={styles.changes}>{texts.changes}</p>
      {!offer.setUp && <Notice tone="info">{s("serviceOfferTexts.needsStartMaps")}</Notice>}
      <div className={styles.fields}>
        <SelectField
          label={t("ServiceOfferCard.currency")}
          name="currency"
          value={draft.currency}
          options={currencyOptions}
          onChange={(currency) => {
            if (isCurrency(currency)) setDraft({ ...draft, currency })
          }}
          errorMessage={errors.currency}
        />
        <Field
          label={t("ServiceOfferCard.price")}
          description={
            isFree
              ? s("serviceOfferTexts.free")
              : gameLinked
                ? s("serviceOfferTexts.priceInCoins")
                : s("serviceOfferTexts.priceInCents")
          }
          errorMessage={isFree ? undefined : errors.price}
        >
          {(control) => (
            <input
              {...control}
              name="price"
              inputMode="decimal"
              // A free service has no price; what was typed comes back if a currency is chosen again.
              value={isFree ? "" : draft.price}
              disabled={isFree}
              onChange={(event) => setDraft({ ...draft, price: event.currentTarget.value })}
            />
          )}
        </Field>
        <Field
          label={t("ServiceOfferCard.cooldown")}
          description={t("ServiceOfferCard.cooldownDescription")}
          errorMessage={errors.cooldownHours}
        >
          {(control) => (
            <input
              {...control}
              name="cooldownHours"
              inputMode="numeric"
              value={draft.cooldownHours}
              onChange={(event) => setDraft({ ...draft, cooldownHours: event.currentTarget.value })}
            />
          )}
        </Field>
      </div>
      <div className={styles.actions}>
        <Button type="submit" tone="primary" isPending={isPending}>
          {t("ServiceOfferCard.save")}
          <VisuallyHidden> {texts.name}</VisuallyHidden>
        </Button>
        {/* Always there, so screen readers hear it when the words come. */}
        <span className={styles.saving} role="status">
          {isPending === true ? t("ServiceOfferCard.saving") : ""}
        </span>
      </div>
      <ConsoleOutcome outcome={outcome} />
    </form>
  )
}
