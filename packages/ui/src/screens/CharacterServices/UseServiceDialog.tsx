import {
  amountLeft,
  balancesOfSession,
  characterNameProblem,
  characterNameRule,
  currencies,
  schools,
} from "@gatehouse/domain"
import { type FormEvent, useId, useState } from "react"
import { Form, Label, Radio, RadioGroup } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import { CurrencyAmount } from "../../components/CurrencyAmount/CurrencyAmount.tsx"
import { DialogFrame } from "../../components/DialogFrame/DialogFrame.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { purchaseShortfallText } from "../../components/PurchaseSummary/PurchaseSummary.tsx"
import type { Balances } from "../../components/PurchaseSummary/purchaseTotals.ts"
import { SchoolEmblem } from "../../components/SchoolEmblem/SchoolEmblem.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import english from "./characterServicesTexts.en.json"
import { currencyOfService, ServicePrice } from "./ServicePrice.tsx"
import type { CharacterOnPage, ServiceOfferOnPage, ServiceOutcome, ServiceRequest } from "./servicesOnPage.ts"
import * as styles from "./UseServiceDialog.css.ts"
import { useServiceWords } from "./useServiceWords.ts"

/** The service the player is about to use: its offer, and the character (none for the account fix). */
export interface ServiceAsk {
  readonly offer: ServiceOfferOnPage
  readonly character: CharacterOnPage | null
}

interface UseServiceDialogProps {
  readonly ask: ServiceAsk
  readonly balances: Balances | undefined
  readonly onUse: (request: ServiceRequest) => Promise<ServiceOutcome>
  readonly onClose: () => void
}

/** What rename refuses before asking the server: the game's rule, then the name it already has. */
const nameProblem = (name: string, character: CharacterOnPage | null, sameName: string): string | undefined =>
  characterNameProblem(name) ?? (name === character?.name ? sameName : undefined)

/**
 * The question before a service is used: what it changes, on which character, its price and the
 * balance after, and the choice it needs (the new school, the new name). Confirm shows it is busy
 * until the server answers (the fields stay enabled: disabling the one with focus would drop the
 * focus out of the dialog); a refusal is told here and changes nothing, a success is told here and
 * the dialog only closes. Mounted afresh for each question, so nothing typed carries over.
 */
export const UseServiceDialog = ({ ask, balances, onUse, onClose }: UseServiceDialogProps) => {
  const t = useMessages(english)
  const words = useServiceWords()
  const { offer, character } = ask
  const service = offer.service
  const formId = useId()
  const [school, setSchool] = useState<string | null>(null)
  const [name, setName] = useState("")
  const [nameTried, setNameTried] = useState(false)
  const [working, setWorking] = useState(false)
  const [outcome, setOutcome] = useState<ServiceOutcome | null>(null)
  const done = outcome?.status === "done"
  const newName = name.trim()
  const problem =
    service === "rename" ? nameProblem(newName, character, words.sentence("sameName")) : undefined

  const requestOf = (): ServiceRequest | undefined => {
    const chaNum = character === null ? {} : { chaNum: character.chaNum }
    switch (service) {
      case "changeSchool":
        return school === null ? undefined : { service, ...chaNum, school: Number(school) }
      case "rename":
        return problem === undefined ? { service, ...chaNum, name: newName } : undefined
      default:
        return { service, ...chaNum }
    }
  }

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    if (working || done) return
    setNameTried(true)
    const request = requestOf()
    if (request === undefined) return
    setWorking(true)
    // A new try clears the last refusal, so the same reason given again is heard again.
    setOutcome(null)
    void onUse(request).then((answer) => {
      setWorking(false)
      setOutcome(answer.status === "unanswered" ? null : answer)
    })
  }

  const asksNothing = service !== "changeSchool" && service !== "rename"
  return (
    <DialogFrame
      title={words.name(service)}
      size="wide"
      isOpen
      isDismissable={!working}
      isKeyboardDismissDisabled={working}
      onClose={onClose}
      actions={
        done ? (
          <Button tone="primary" autoFocus onPress={onClose}>
            {t("characterServicesTexts.close")}
          </Button>
        ) : (
          <>
            <Button tone="secondary" autoFocus={asksNothing} isDisabled={working} onPress={onClose}>
              {t("characterServicesTexts.cancel")}
            </Button>
            {/* Outside the form in the frame's button row, it still submits the form it names. */}
            {/*
              Busy without react-aria's isPending: that announces the button by its id, and the
              announcement outlives the dialog by seconds, naming a button that is gone. The ring shows
              the work, the status line below says it, and a second press is ignored.
            */}
            <Button
              type="submit"
              form={formId}
              tone="primary"
              aria-disabled={working || undefined}
              isDisabled={service === "changeSchool" && school === null}
            >
              {working && <span aria-hidden="true" className={styles.ring} />}
              {words.name(service)}
            </Button>
          </>
        )
      }
    >
      {!done && (
        <Form id={formId} className={styles.form} validationBehavior="aria" onSubmit={confirm}>
          <p className={styles.changes}>{words.changes(service)}</p>
          <dl className={styles.facts}>
            {character !== null && (
              <div className={styles.fact}>
                <dt>{t("characterServicesTexts.character")}</dt>
                <dd>{character.name}</dd>
              </div>
            )}
            <div className={styles.fact}>
              <dt>{t("characterServicesTexts.price")}</dt>
              <dd>
                <ServicePrice currency={offer.currency} price={offer.price} />
              </dd>
            </div>
            <BalanceAfter offer={offer} balances={balances} />
          </dl>
          {service === "changeSchool" && character !== null && (
            <RadioGroup className={styles.choices} value={school} onChange={setSchool}>
              <Label className={styles.choicesLabel}>{t("characterServicesTexts.newSchool")}</Label>
              <div className={styles.schools}>
                {schools
                  .filter((other) => other.id !== character.school)
                  .map((other) => (
                    <Radio key={other.id} value={String(other.id)} className={styles.school}>
                      {/* The school's name is written beside it. */}
                      <span aria-hidden="true" className={styles.emblem}>
                        <SchoolEmblem school={other.id} />
                      </span>
                      {other.name}
                    </Radio>
                  ))}
              </div>
            </RadioGroup>
          )}
          {service === "rename" && (
            <TextField
              label={t("characterServicesTexts.newName")}
              name="name"
              autoComplete="off"
              maxLength={characterNameRule.max}
              value={name}
              onChange={setName}
              errorMessage={nameTried && problem !== undefined ? words.nameProblem(problem) : undefined}
              autoFocus
            />
          )}
          {outcome?.status === "refused" && <Notice tone="danger">{outcome.message}</Notice>}
        </Form>
      )}
      {/* Always in the page, so screen readers hear the work start and the answer arrive. */}
      <div role="status">
        {working && <p className={styles.working}>{t("characterServicesTexts.working")}</p>}
        {done && <Notice tone="success">{outcome.message}</Notice>}
      </div>
    </DialogFrame>
  )
}

/** The balance the price is paid from, after paying it; or that it is too low. Nothing when free. */
const BalanceAfter = ({
  offer,
  balances,
}: {
  readonly offer: ServiceOfferOnPage
  readonly balances: Balances | undefined
}) => {
  const t = useMessages(english)
  const paidWith = currencyOfService(offer.currency, offer.price)
  if (paidWith === undefined || balances === undefined) return null
  const left = amountLeft(balancesOfSession(balances)[paidWith], offer.price)
  return (
    <div className={styles.fact}>
      <dt>{t("characterServicesTexts.balanceAfter")}</dt>
      <dd>
        {left < 0 ? (
          purchaseShortfallText
        ) : (
          <CurrencyAmount amount={left} section={currencies[paidWith].section} isNameShown />
        )}
      </dd>
    </div>
  )
}
