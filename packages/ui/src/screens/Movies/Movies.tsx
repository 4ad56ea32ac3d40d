import type { MediaEntry } from "@gatehouse/domain"
import { useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import type { Loadable } from "../loadable.ts"
import * as dialog from "../MediaPage/MediaDialog.css.ts"
import { MediaDialog } from "../MediaPage/MediaDialog.tsx"
import * as media from "../MediaPage/MediaPage.css.ts"
import { MediaPage } from "../MediaPage/MediaPage.tsx"
import { captionsOf, othersOf, videoOf } from "./movieFiles.ts"
import { movieTexts } from "./movieTexts.ts"

export interface MoviesProps {
  /** The game's movies: loading, failed, or loaded (possibly none). */
  readonly movies: Loadable<MediaEntry>
  /** Called when the player asks to load the movies again after a failed load. */
  readonly onRetry?: () => void
}

const MovieCard = ({ entry, onPlay }: { readonly entry: MediaEntry; readonly onPlay: () => void }) => {
  const video = videoOf(entry.files)
  return (
    <article className={media.card}>
      <span className={media.frame}>
        <img className={media.picture} src={entry.img_url} alt={entry.description} loading="lazy" />
        {entry.files.length === 0 && <span className={media.badge}>{movieTexts.comingSoon}</span>}
      </span>
      <h2 className={media.cardTitle}>{entry.title}</h2>
      {entry.files.length > 0 && (
        <div className={media.actions}>
          {video !== undefined && (
            <Button tone="primary" onPress={onPlay}>
              {movieTexts.play}
              <span className={media.visuallyHidden}> {entry.title}</span>
            </Button>
          )}
          {othersOf(entry.files).map((file) => (
            <TextLink key={file.url} href={file.url} isExternal>
              {file.label}
              <span className={media.visuallyHidden}> {movieTexts.newTab}</span>
            </TextLink>
          ))}
        </div>
      )}
    </article>
  )
}

const MovieList = ({ entries }: { readonly entries: ReadonlyArray<MediaEntry> }) => {
  const [playing, setPlaying] = useState<MediaEntry | null>(null)
  const video = playing === null ? undefined : videoOf(playing.files)
  const captions = playing === null ? undefined : captionsOf(playing.files)
  return (
    <>
      <ul className={media.grid}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <MovieCard entry={entry} onPlay={() => setPlaying(entry)} />
          </li>
        ))}
      </ul>
      {playing !== null && video !== undefined && (
        <MediaDialog
          title={playing.title}
          closeLabel={movieTexts.close}
          isOpen
          onClose={() => setPlaying(null)}
        >
          {/* The visitor starts it: no autoplay, so nothing plays sound unasked. */}
          {/* biome-ignore lint/a11y/useMediaCaption: the track is added whenever the movie's files include captions (.vtt); the check cannot see through the condition */}
          <video
            className={dialog.stage}
            src={video.url}
            poster={playing.img_url}
            controls
            preload="metadata"
            width={video.width ?? undefined}
            height={video.height ?? undefined}
          >
            {captions !== undefined && (
              <track kind="captions" src={captions.url} label={captions.label} default />
            )}
          </video>
          <p className={dialog.caption}>{playing.description}</p>
        </MediaDialog>
      )}
    </>
  )
}

/**
 * The Movie page: a card per movie with its poster. A movie with a video plays in a dialog; one
 * with other files links to them; one without files yet is marked as coming soon.
 */
export const Movies = ({ movies, onRetry }: MoviesProps) => (
  <MediaPage
    heading={movieTexts.heading}
    intro={movieTexts.intro}
    entries={movies}
    texts={movieTexts}
    onRetry={onRetry}
  >
    {(entries) => <MovieList entries={entries} />}
  </MediaPage>
)
