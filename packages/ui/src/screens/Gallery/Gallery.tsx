import type { MediaEntry } from "@gatehouse/domain"
import { useCallback, useRef, useState } from "react"
import { MediaGrid } from "../../components/MediaGrid/MediaGrid.tsx"
import { MediaPicture } from "../../components/MediaGrid/MediaPicture.tsx"
import { MediaTile } from "../../components/MediaGrid/MediaTile.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { Loadable } from "../loadable.ts"
import { MediaPage } from "../MediaPage/MediaPage.tsx"
import english from "./galleryTexts.en.json"
import { Lightbox } from "./Lightbox.tsx"

export interface GalleryProps {
  /** The gallery's pictures: loading, failed, or loaded (possibly none). */
  readonly pictures: Loadable<MediaEntry>
  /** Called when the player asks to load the pictures again after a failed load. */
  readonly onRetry?: () => void
}

const Pictures = ({ entries }: { readonly entries: ReadonlyArray<MediaEntry> }) => {
  const [open, setOpen] = useState<number | null>(null)
  const thumbnails = useRef(new Map<number, HTMLButtonElement>())
  const close = useCallback(() => {
    const shown = open
    setOpen(null)
    // The dialog hands focus back to the thumbnail that opened it; after stepping through pictures the
    // visitor expects to land on the one they were looking at, so that one takes focus next.
    if (shown !== null) requestAnimationFrame(() => thumbnails.current.get(shown)?.focus())
  }, [open])
  return (
    <>
      <MediaGrid items={entries} itemKey={(entry) => entry.id}>
        {(entry, index) => (
          <MediaTile
            text={entry.title}
            picture={
              <MediaPicture
                src={entry.img_url}
                alt={entry.description}
                onPress={() => setOpen(index)}
                buttonRef={(element) => {
                  if (element === null) thumbnails.current.delete(index)
                  else thumbnails.current.set(index, element)
                }}
              />
            }
          />
        )}
      </MediaGrid>
      <Lightbox entries={entries} index={open} onShow={setOpen} onClose={close} />
    </>
  )
}

/** The Gallery page: a grid of thumbnails; each opens in a lightbox with the picture in full. */
export const Gallery = ({ pictures, onRetry }: GalleryProps) => {
  const t = useMessages(english)
  return (
    <MediaPage
      heading={t("galleryTexts.heading")}
      intro={t("galleryTexts.intro")}
      entries={pictures}
      texts={{
        loading: t("galleryTexts.loading"),
        failed: t("galleryTexts.failed"),
        retry: t("galleryTexts.retry"),
        empty: t("galleryTexts.empty"),
      }}
      onRetry={onRetry}
    >
      {(entries) => <Pictures entries={entries} />}
    </MediaPage>
  )
}
