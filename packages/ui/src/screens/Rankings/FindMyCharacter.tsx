import type { CharacterPlaces, RankingTab } from "@gatehouse/domain"
import { rankingListSize } from "@gatehouse/domain"
import { Button } from "../../components/Button/Button.tsx"
import { ClassIcon } from "../../components/ClassIcon/ClassIcon.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { SchoolEmblem } from "../../components/SchoolEmblem/SchoolEmblem.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./Rankings.css.ts"
import { type RankingKey, rankingEnglish, rankingTabKeys } from "./rankingTexts.ts"

export interface FindMyCharacterProps {
  /** The player's characters and their places; absent until the player asks. */
  readonly mine?: LoadState<ReadonlyArray<CharacterPlaces>>
  /** The tab open now: each character's place on it is shown. */
  readonly tab: RankingTab
  /** A past season's places come from its archive, which keeps only the top 100. */
  readonly isArchive: boolean
  /** Asks for the player's places (a guest is sent to log in first). */
  readonly onFind: () => void
  /** Whether the character's row is in the open tab's list, so "Show in list" can lead to it. */
  readonly isListed: (chaNum: number) => boolean
  /** Shows the character's row in the open tab's list. */
  readonly onShow: (chaNum: number) => void
}

const placeText = (place: number | null, tab: RankingTab, isArchive: boolean, t: Translate<RankingKey>) => {
  if (place === null) return isArchive ? t("rankingTexts.notInArchive") : t("rankingTexts.notRanked")
  const text = t("rankingTexts.place", { place: String(place), tab: t(rankingTabKeys[tab.value]) })
  return place > rankingListSize
    ? t("rankingTexts.placeOutsideTop", { text, outsideTop: t("rankingTexts.outsideTop") })
    : text
}

/**
 * "Find my character": one button, the same for a guest and a player (so the page does not move as
 * it learns who is looking); pressed, it lists the player's characters with their place on the open
 * tab, even past the top 100, and a button that shows a listed one's row.
 */
export const FindMyCharacter = ({ mine, tab, isArchive, onFind, isListed, onShow }: FindMyCharacterProps) => {
  const t = useMessages(rankingEnglish)
  return (
    <section
      className={mine === undefined ? styles.findMine : styles.mineResults}
      aria-label={t("rankingTexts.mineHeading")}
    >
      {mine === undefined ? (
        <Button onPress={onFind}>{t("rankingTexts.findMine")}</Button>
      ) : (
        <div aria-live="polite">
          <h2 className={styles.mineHeading}>{t("rankingTexts.mineHeading")}</h2>
          {mine.status === "loading" && <Spinner label={t("rankingTexts.mineLoading")} />}
          {mine.status === "failed" && <Notice tone="danger">{t("rankingTexts.mineFailed")}</Notice>}
          {mine.status === "loaded" && mine.value.length === 0 && (
            <Notice tone="empty">{t("rankingTexts.noCharacters")}</Notice>
          )}
          {mine.status === "loaded" && mine.value.length > 0 && (
            <ul className={styles.mineList}>
              {mine.value.map((character) => (
                <li key={character.ChaNum} className={styles.mineItem}>
                  <ClassIcon classCode={character.ChaClass} />
                  <SchoolEmblem school={character.ChaSchool} />
                  <span className={styles.mineName}>{character.ChaName}</span>
                  <span className={styles.minePlace}>
                    {placeText(character.places[tab.list], tab, isArchive, t)}
                  </span>
                  {isListed(character.ChaNum) && (
                    <Button
                      tone="quiet"
                      aria-label={t("rankingTexts.showInListFor", { name: character.ChaName })}
                      onPress={() => onShow(character.ChaNum)}
                    >
                      {t("rankingTexts.showInList")}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  )
}
