import { useId } from "react"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./GameStory.css.ts"
import english from "./storyTexts.en.json"
import { mapPlacesIn, type StoryChapter, storyChaptersIn } from "./storyTexts.ts"
import { WorldMap } from "./WorldMap.tsx"

export interface GameStoryProps {
  /** The game's story, chapter by chapter; the story the portal ships with when left out. */
  readonly chapters?: ReadonlyArray<StoryChapter>
}

/**
 * The Game Story page: the story text and a world map. The map is a picture with a text
 * alternative; the numbered list under it says the same places in words, for every reader.
 */
export const GameStory = ({ chapters }: GameStoryProps) => {
  const t = useMessages(english)
  const shownChapters = chapters ?? storyChaptersIn(t)
  const mapHeadingId = useId()
  const placesId = useId()
  const captionId = useId()
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{t("storyTexts.heading")}</h1>
      <p className={styles.intro}>{t("storyTexts.intro")}</p>
      <section className={styles.chapters} aria-label={t("storyTexts.chaptersLabel")}>
        {shownChapters.map((chapter) => (
          <section key={chapter.title} className={styles.chapter}>
            <h2 className={styles.chapterTitle}>{chapter.title}</h2>
            {chapter.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </section>
      <section className={styles.mapSection} aria-labelledby={mapHeadingId}>
        <h2 id={mapHeadingId} className={styles.subheading}>
          {t("storyTexts.mapHeading")}
        </h2>
        <figure className={styles.figure} aria-labelledby={captionId}>
          <WorldMap description={t("storyTexts.mapDescription")} />
          <figcaption id={captionId} className={styles.caption}>
            {t("storyTexts.mapCaption")}
          </figcaption>
        </figure>
        <h3 id={placesId} className={styles.placesTitle}>
          {t("storyTexts.placesHeading")}
        </h3>
        <ol className={styles.places} aria-labelledby={placesId}>
          {mapPlacesIn(t).map((place) => (
            <li key={place.marker} className={styles.place}>
              <span className={styles.placeMarker} aria-hidden="true">
                {place.marker}
              </span>
              <span>
                <span className={styles.placeName}>{place.name}</span>: {place.description}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </article>
  )
}
