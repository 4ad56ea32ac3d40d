import type { MediaEntry } from "@gatehouse/domain"
import { useEffect } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { MediaViewer } from "../../components/MediaViewer/MediaViewer.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import english from "./galleryTexts.en.json"
import * as styles from "./Lightbox.css.ts"

export interface LightboxProps {
  readonly entries: ReadonlyArray<MediaEntry>
  /** The open picture's place in `entries`; null while the lightbox is closed. */
  readonly index: number | null
  readonly onShow: (index: number) => void
  readonly onClose: () => void
}

/** Steps through the gallery in a ring, so the last picture's next is the first. */
const step = (index: number, by: number, count: number) => (index + by + count) % count

/**
 * One picture of the gallery in full, with its description and previous/next buttons; the arrow
 * keys step too, while the lightbox is open.
 */
export const Lightbox = ({ entries, index, onShow, onClose }: LightboxProps) => {
  const t = useMessages(english)
  const count = entries.length
  const entry = index === null ? undefined : entries[index]
  useEffect(() => {
    if (index === null || count < 2) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") onShow(step(index, -1, count))
      if (event.key === "ArrowRight") onShow(step(index, 1, count))
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [index, count, onShow])
  if (index === null || entry === undefined) return null
  const full = entry.files[0]
  return (
    <MediaViewer
      title={entry.title}
      closeLabel={t("galleryTexts.close")}
      isOpen
      onClose={onClose}
      caption={entry.description}
      controls={
        <div className={styles.controls}>
          <Button tone="secondary" isDisabled={count < 2} onPress={() => onShow(step(index, -1, count))}>
            {t("galleryTexts.previous")}
          </Button>
          <span className={styles.position} aria-live="polite">
            {t("galleryTexts.position", { number: index + 1, count })}
          </span>
          <Button tone="secondary" isDisabled={count < 2} onPress={() => onShow(step(index, 1, count))}>
            {t("galleryTexts.next")}
          </Button>
        </div>
      }
    >
      <img
        src={full?.url ?? entry.img_url}
        alt={entry.description}
        width={full?.width ?? undefined}
        height={full?.height ?? undefined}
      />
    </MediaViewer>
  )
}
