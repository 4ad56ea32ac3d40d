import type { MediaEntry } from "@gatehouse/domain"
import { useState } from "react"
import { VisuallyHidden } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import { MediaGrid } from "../../components/MediaGrid/MediaGrid.tsx"
import { MediaPicture } from "../../components/MediaGrid/MediaPicture.tsx"
import { MediaTile } from "../../components/MediaGrid/MediaTile.tsx"
import { MediaViewer } from "../../components/MediaViewer/MediaViewer.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { Loadable } from "../loadable.ts"
import { MediaPage } from "../MediaPage/MediaPage.tsx"
import { captionsOf, othersOf, videoOf } from "./movieFiles.ts"
import { movieEnglish } from "./movieTexts.ts"

type MovieKey = keyof typeof movieEnglish

export interface MoviesProps {
  /** The game's movies: loading, failed, or loaded (possibly none). */
  readonly movies: Loadable<MediaEntry>
  /** Called when the player asks to load the movies again after a failed load. */
  readonly onRetry?: () => void
}

const MovieCard = ({ entry, onPlay }: { readonly entry: MediaEntry; readonly onPlay: () => void }) => {
  const video = videoOf(entry.files)
  const t = useMessages(movieEnglish)
  return (
    <MediaTile
      title={entry.title}
      picture={
        <MediaPicture
          src={entry.img_url}
          alt={entry.description}
          badge={entry.files.length === 0 ? t("movieTexts.comingSoon") : undefined}
        />
      }
    >
      {entry.files.length > 0 && (
        <>
          {video !== undefined && (
            <Button tone="primary" onPress={onPlay}>
              {t("movieTexts.play")}
              <VisuallyHidden> {entry.title}</VisuallyHidden>
            </Button>
          )}
          {othersOf(entry.files).map((file) => (
            <TextLink key={file.url} href={file.url} isExternal>
              {file.label}
              <VisuallyHidden> {t("movieTexts.newTab")}</VisuallyHidden>
            </TextLink>
          ))}
        </>
      )}
    </MediaTile>
  )
}

const MovieList = ({ entries }: { readonly entries: ReadonlyArray<MediaEntry> }) => {
  const [playing, setPlaying] = useState<MediaEntry | null>(null)
  const video = playing === null ? undefined : videoOf(playing.files)
  const captions = playing === null ? undefined : captionsOf(playing.files)
  const t = useMessages(movieEnglish)
  return (
    <>
      <MediaGrid items={entries} itemKey={(entry) => entry.id}>
        {(entry) => <MovieCard entry={entry} onPlay={() => setPlaying(entry)} />}
      </MediaGrid>
      {playing !== null && video !== undefined && (
        <MediaViewer
          title={playing.title}
          closeLabel={t("movieTexts.close")}
          isOpen
          onClose={() => setPlaying(null)}
          caption={playing.description}
        >
          {/* The visitor starts it: no autoplay, so nothing plays sound unasked. */}
          {/* biome-ignore lint/a11y/useMediaCaption: the track is added whenever the movie's files include captions (.vtt); the check cannot see through the condition */}
          <video
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
        </MediaViewer>
      )}
    </>
  )
}

/**
 * The Movie page: a card per movie with its poster. A movie with a video plays in a dialog; one
 * with other files links to them; one without files yet is marked as coming soon.
 */
export const Movies = ({ movies, onRetry }: MoviesProps) => {
  const t: Translate<MovieKey> = useMessages(movieEnglish)
  return (
    <MediaPage
      heading={t("movieTexts.heading")}
      intro={t("movieTexts.intro")}
      entries={movies}
      texts={{
        loading: t("movieTexts.loading"),
        failed: t("movieTexts.failed"),
        retry: t("movieTexts.retry"),
        empty: t("movieTexts.empty"),
      }}
      onRetry={onRetry}
    >
      {(entries) => <MovieList entries={entries} />}
    </MediaPage>
  )
}
