import type { MediaEntry } from "@gatehouse/domain"
import { useCallback, useRef, useState } from "react"
import { Button as AriaButton } from "react-aria-components"
import type { Loadable } from "../loadable.ts"
import * as media from "../MediaPage/MediaPage.css.ts"
import { MediaPage } from "../MediaPage/MediaPage.tsx"
import { galleryTexts } from "./galleryTexts.ts"
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
      <ul className={media.grid}>
        {entries.map((entry, index) => (
          <li key={entry.id} className={media.card}>
            <AriaButton
              className={media.pictureButton}
              onPress={() => setOpen(index)}
              ref={(element) => {
                if (element === null) thumbnails.current.delete(index)
                else thumbnails.current.set(index, element)
              }}
            >
              <span className={media.frame}>
                <img className={media.picture} src={entry.img_url} alt={entry.description} loading="lazy" />
              </span>
            </AriaButton>
            <p className={media.cardText}>{entry.title}</p>
          </li>
        ))}
      </ul>
      <Lightbox entries={entries} index={open} onShow={setOpen} onClose={close} />
    </>
  )
}

/** The Gallery page: a grid of thumbnails; each opens in a lightbox with the picture in full. */
export const Gallery = ({ pictures, onRetry }: GalleryProps) => (
  <MediaPage
    heading={galleryTexts.heading}
    intro={galleryTexts.intro}
    entries={pictures}
    texts={galleryTexts}
    onRetry={onRetry}
  >
    {(entries) => <Pictures entries={entries} />}
  </MediaPage>
)
