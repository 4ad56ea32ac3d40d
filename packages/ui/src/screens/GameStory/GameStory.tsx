import { useId } from "react"
import * as styles from "./GameStory.css.ts"
import { mapPlaces, type StoryChapter, storyChapters, storyTexts } from "./storyTexts.ts"
import { WorldMap } from "./WorldMap.tsx"

export interface GameStoryProps {
  /** The game's story, chapter by chapter; the story the portal ships with when left out. */
  readonly chapters?: ReadonlyArray<StoryChapter>
}

/**
 * The Game Story page: the story text and a world map. The map is a picture with a text
 * alternative; the numbered list under it says the same places in words, for every reader.
 */
export const GameStory = ({ chapters = storyChapters }: GameStoryProps) => {
  const mapHeadingId = useId()
  const placesId = useId()
  const captionId = useId()
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{storyTexts.heading}</h1>
      <p className={styles.intro}>{storyTexts.intro}</p>
      <section className={styles.chapters} aria-label={storyTexts.chaptersLabel}>
        {chapters.map((chapter) => (
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
          {storyTexts.mapHeading}
        </h2>
        <figure className={styles.figure} aria-labelledby={captionId}>
          <WorldMap description={storyTexts.mapDescription} />
          <figcaption id={captionId} className={styles.caption}>
            {storyTexts.mapCaption}
          </figcaption>
        </figure>
        <h3 id={placesId} className={styles.placesTitle}>
          {storyTexts.placesHeading}
        </h3>
        <ol className={styles.places} aria-labelledby={placesId}>
          {mapPlaces.map((place) => (
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
