import type { MediaEntry } from "@gatehouse/domain"
import { MediaGrid } from "../../components/MediaGrid/MediaGrid.tsx"
import { MediaPicture } from "../../components/MediaGrid/MediaPicture.tsx"
import { MediaTile } from "../../components/MediaGrid/MediaTile.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { Loadable } from "../loadable.ts"
import { MediaPage } from "../MediaPage/MediaPage.tsx"
import * as styles from "./Wallpaper.css.ts"
import { resolution, wallpaperEnglish } from "./wallpaperTexts.ts"

export interface WallpaperProps {
  /** The wallpapers to download: loading, failed, or loaded (possibly none). */
  readonly wallpapers: Loadable<MediaEntry>
  /** Called when the player asks to load the wallpapers again after a failed load. */
  readonly onRetry?: () => void
}

const WallpaperCard = ({ entry }: { readonly entry: MediaEntry }) => {
  const t = useMessages(wallpaperEnglish)
  return (
    <MediaTile title={entry.title} picture={<MediaPicture src={entry.img_url} alt={entry.description} />}>
      <ul className={styles.sizes} aria-label={t("wallpaperTexts.sizesOf", { title: entry.title })}>
        {entry.files.map((file) => (
          <li key={file.url}>
            <a
              className={styles.sizeLink}
              href={file.url}
              download
              aria-label={t("wallpaperTexts.download", { title: entry.title, size: resolution(file) })}
            >
              {resolution(file)}
            </a>
          </li>
        ))}
      </ul>
    </MediaTile>
  )
}

/** The Wallpaper page: a card per wallpaper with one download link per size. */
export const Wallpaper = ({ wallpapers, onRetry }: WallpaperProps) => {
  const t = useMessages(wallpaperEnglish)
  return (
    <MediaPage
      heading={t("wallpaperTexts.heading")}
      intro={t("wallpaperTexts.intro")}
      entries={wallpapers}
      texts={{
        loading: t("wallpaperTexts.loading"),
        failed: t("wallpaperTexts.failed"),
        retry: t("wallpaperTexts.retry"),
        empty: t("wallpaperTexts.empty"),
      }}
      onRetry={onRetry}
    >
      {(entries) => (
        <MediaGrid items={entries} itemKey={(entry) => entry.id}>
          {(entry) => <WallpaperCard entry={entry} />}
        </MediaGrid>
      )}
    </MediaPage>
  )
}
