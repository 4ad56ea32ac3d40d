import { type CharacterServiceKind, pageDescriptions } from "@gatehouse/domain"
import { useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import type { Balances } from "../../components/PurchaseSummary/purchaseTotals.ts"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import { CharacterCard } from "./CharacterCard.tsx"
import * as styles from "./CharacterServices.css.ts"
import english from "./characterServicesTexts.en.json"
import { RecentServices } from "./RecentServices.tsx"
import { ServiceRow } from "./ServiceRow.tsx"
import { accountFixAvailability, characterOffers, offerOf } from "./serviceAvailability.ts"
import type { ServiceOutcome, ServiceRequest, ServicesOnPage } from "./servicesOnPage.ts"
import { type ServiceAsk, UseServiceDialog } from "./UseServiceDialog.tsx"
import { useReturnFocus } from "./useReturnFocus.ts"
import { useServiceWords } from "./useServiceWords.ts"

export interface CharacterServicesProps {
  /** The page's heading: the section's name (the menu calls it Character Services). */
  readonly title?: string
  /** The player's characters, the services on offer and the ones used lately: loading, failed, or loaded. */
  readonly services: LoadState<ServicesOnPage>
  /** Asks for the page again after it failed to load. */
  readonly onRetry: () => void
  /**
   * Uses a service the player confirmed, and answers what came of it: done or refused with the
   * server's words (the dialog tells them), or unanswered when the player was told otherwise.
   */
  readonly onUse: (request: ServiceRequest) => Promise<ServiceOutcome>
  /** The player's balances now, to show each price's balance after; left out, only the price shows. */
  readonly balances?: Balances | undefined
}

/** The dialog open now; each opening is a fresh question, nothing typed carries over. */
interface OpenAsk extends ServiceAsk {
  readonly opening: number
}

/**
 * The player's own service desk: each of their characters as the game holds it (class, school,
 * level, stats, whether it is online or in a club) with the services staff offer for it, the account
 * fix for a login the game still counts as open, and the services used lately. Using one asks first
 * what it changes and what it costs; the answer is told in the same dialog.
 */
export const CharacterServices = ({ title, services, onRetry, onUse, balances }: CharacterServicesProps) => {
  const t = useMessages(english)
  const words = useServiceWords()
  const baseId = useId()
  const [asking, setAsking] = useState<OpenAsk | null>(null)
  const remember = useReturnFocus(asking !== null)
  const page = services.status === "loaded" ? services.value : null
  const accountHeadingId = `${baseId}-account`
  const characterHeadingId = (chaNum: number) => `${baseId}-character-${chaNum}`

  const open = (ask: ServiceAsk, fallbackId: string) => {
    remember(fallbackId)
    setAsking((last) => ({ ...ask, opening: (last?.opening ?? 0) + 1 }))
  }

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title ?? t("characterServicesTexts.title")}</h1>
      {services.status === "loading" && <Spinner label={t("characterServicesTexts.loading")} />}
      {services.status === "failed" && (
        <Notice
          tone="danger"
          action={
            <Button tone="secondary" onPress={onRetry}>
              {t("characterServicesTexts.retry")}
            </Button>
          }
        >
          {t("characterServicesTexts.loadFailed")}
        </Notice>
      )}
      {page !== null && !page.gameLinked && <Notice tone="info">{words.sentence("needsGameLink")}</Notice>}
      {page?.gameLinked === true && (
        <>
          <p className={styles.intro}>{pageDescriptions.characterservices}</p>
          <AccountSection
            page={page}
            headingId={accountHeadingId}
            onUse={(ask) => open(ask, accountHeadingId)}
          />
          <section className={styles.part} aria-labelledby={`${baseId}-characters`}>
            <h2 id={`${baseId}-characters`} className={styles.partHeading}>
              {t("characterServicesTexts.characters")}
            </h2>
            {page.characters.length === 0 ? (
              <Notice tone="empty">{t("characterServicesTexts.noCharacters")}</Notice>
            ) : (
              <div className={styles.cards}>
                {page.characters.map((character) => (
                  <CharacterCard
                    key={character.chaNum}
                    character={character}
                    offers={characterOffers(page)}
                    headingId={characterHeadingId(character.chaNum)}
                    onUse={(service: CharacterServiceKind) => {
                      const offer = offerOf(page, service)
                      if (offer !== undefined)
                        open({ offer, character }, characterHeadingId(character.chaNum))
                    }}
                  />
                ))}
              </div>
            )}
          </section>
          <RecentServices recent={page.recent} />
        </>
      )}
      {asking !== null && (
        <UseServiceDialog
          key={asking.opening}
          ask={asking}
          balances={balances}
          onUse={onUse}
          onClose={() => setAsking(null)}
        />
      )}
    </article>
  )
}

/** The account fix, once for the account; nothing when staff switched it off. */
const AccountSection = ({
  page,
  headingId,
  onUse,
}: {
  readonly page: ServicesOnPage
  readonly headingId: string
  readonly onUse: (ask: ServiceAsk) => void
}) => {
  const t = useMessages(english)
  const words = useServiceWords()
  const offer = offerOf(page, "accountFix")
  if (offer === undefined) return null
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className={styles.partHeading}>
        {t("characterServicesTexts.account")}
      </h2>
      <ul className={styles.accountServices}>
        <ServiceRow
          offer={offer}
          availability={accountFixAvailability(offer, page)}
          onlineReason={words.sentence("accountOnline")}
          onUse={() => onUse({ offer, character: null })}
        />
      </ul>
    </section>
  )
}
