import { type CharacterServiceKind, characterStats, classOfCode, schoolOfId } from "@gatehouse/domain"
import { ClassIcon } from "../../components/ClassIcon/ClassIcon.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./CharacterCard.css.ts"
import english from "./characterServicesTexts.en.json"
import { ServiceRow } from "./ServiceRow.tsx"
import { characterAvailability } from "./serviceAvailability.ts"
import type { CharacterOnPage, ServiceOfferOnPage } from "./servicesOnPage.ts"
import { useServiceWords } from "./useServiceWords.ts"

interface CharacterCardProps {
  readonly character: CharacterOnPage
  /** The services switched on for characters, in order. */
  readonly offers: ReadonlyArray<ServiceOfferOnPage>
  /** Asks to use a service on this character (the page asks the player to confirm first). */
  readonly onUse: (service: CharacterServiceKind) => void
  /** The heading's id: focus lands on it when the button that opened a dialog is gone. */
  readonly headingId: string
}

/**
 * One character: who it is (class, school, level, whether it is online or in a club), its stats as
 * the game holds them, and each service with its price and Use, or why not.
 */
export const CharacterCard = ({ character, offers, onUse, headingId }: CharacterCardProps) => {
  const t = useMessages(english)
  const words = useServiceWords()
  const facts = [
    classOfCode(character.classCode)?.name ?? t("characterServicesTexts.unknownClass"),
    schoolOfId(character.school)?.name,
    t("characterServicesTexts.levelOf", { level: character.level }),
  ].filter((fact) => fact !== undefined)
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.top}>
        {/* The class is written beside it; the icon only helps the eye. */}
        <span aria-hidden="true" className={styles.icon}>
          <ClassIcon classCode={character.classCode} />
        </span>
        <div className={styles.who}>
          <h3 id={headingId} tabIndex={-1} className={styles.name}>
            {character.name}
          </h3>
          <p className={styles.facts}>{facts.join(" · ")}</p>
        </div>
        {(character.online || character.inClub) && (
          <p className={styles.badges}>
            {character.online && (
              <span className={styles.badge.online}>{t("characterServicesTexts.online")}</span>
            )}
            {character.inClub && (
              <span className={styles.badge.club}>{t("characterServicesTexts.inClub")}</span>
            )}
          </p>
        )}
      </div>
      <dl className={styles.stats}>
        {characterStats.map((stat) => (
          <div key={stat.key} className={styles.stat}>
            <dt>{stat.name}</dt>
            <dd>{character.stats[stat.key]}</dd>
          </div>
        ))}
        <div className={styles.stat}>
          <dt>{t("characterServicesTexts.unspent")}</dt>
          <dd>{character.stats.unspent}</dd>
        </div>
      </dl>
      {character.online && offers.length > 0 && <Notice tone="info">{words.sentence("online")}</Notice>}
      {offers.length > 0 && (
        <ul className={styles.services}>
          {offers.map((offer) => (
            <ServiceRow
              key={offer.service}
              offer={offer}
              availability={characterAvailability(offer, character)}
              target={character.name}
              onUse={() => onUse(offer.service)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
