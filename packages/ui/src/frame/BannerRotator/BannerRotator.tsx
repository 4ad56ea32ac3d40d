import { type FocusEvent, lazy, type ReactNode, Suspense, useState } from "react"
import { Icon } from "../../art/Icon/Icon.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import * as styles from "./BannerRotator.css.ts"
import english from "./BannerRotator.en.json"
import { bannerRotatorTiming } from "./timing.ts"
import { useRotation } from "./useRotation.ts"

/** A site banner as the server sends it; `img_url` may be missing. */
export interface BannerImage {
  readonly id: number
  readonly img_url: string | null
  /** What the banner announces, read out as its picture's text; "Site banner 2" when it has none. */
  readonly title?: string
  /** Where a press on the banner leads (an event, the shop, a news article); nowhere when missing. */
  readonly link_url?: string | null
}

export interface BannerRotatorProps {
  /** The banner pictures, in the order they rotate. A banner without a picture shows a sample banner. */
  readonly banners: ReadonlyArray<BannerImage>
  /** How long each banner shows, in milliseconds: 3 seconds unless a story needs it shorter. */
  readonly slideMs?: number
  /**
   * How long after the page opens the banners start rotating, in milliseconds: 3 seconds unless a story needs
   * it shorter.
   */
  readonly startDelayMs?: number
}

/** The banner's picture, as a link over the whole slide when the banner leads somewhere. */
const BannerLink = ({
  href,
  children,
}: {
  readonly href: string | null | undefined
  readonly children: ReactNode
}) =>
  href ? (
    <RouterLink href={href} className={styles.link}>
      {children}
    </RouterLink>
  ) : (
    children
  )

/**
 * The sample art, loaded when a slide needs it: a server's banners have their pictures, so most
 * visits never download the drawing (1 kB gzipped off every page, docs/adr/0012-home-route-weight.md).
 */
const SampleBanner = lazy(() =>
  import("../../art/SampleBanner/SampleBanner.tsx").then((module) => ({ default: module.SampleBanner })),
)

/** Until the list arrives (or when it is empty) the space shows the sample art. */
const placeholderBanner: BannerImage = { id: 0, img_url: null }

/**
 * The rotating banners under the header: 615 x 210 (scaled down on phones), one banner every
 * 3000 ms in list order with an 800 ms fade-left, numbered thumbnails to jump to a banner. It pauses
 * while hovered or focused, and a pause button stops it for visitors who cannot hover.
 */
export const BannerRotator = ({
  banners,
  slideMs = bannerRotatorTiming.slideMs,
  startDelayMs = bannerRotatorTiming.startDelayMs,
}: BannerRotatorProps) => {
  const t = useMessages(english)
  const slides = banners.length > 0 ? banners : [placeholderBanner]
  const [isHovered, setHovered] = useState(false)
  const [hasFocus, setFocus] = useState(false)
  const [isStopped, setStopped] = useState(false)
  const [brokenImages, setBrokenImages] = useState<ReadonlySet<string>>(new Set())
  const rotation = useRotation({
    count: slides.length,
    slideMs,
    startDelayMs,
    isPaused: isHovered || hasFocus || isStopped,
  })

  const slideState = (index: number) => {
    if (index === rotation.index) return "current"
    return index === rotation.previousIndex ? "leaving" : "waiting"
  }

  // Only the banner shown, the one fading out and the one up next draw their pictures: a phone on
  // mobile data downloads and draws two pictures on arrival instead of every banner at once.
  const drawsPicture = (index: number) =>
    index === rotation.index ||
    index === rotation.previousIndex ||
    index === (rotation.index + 1) % slides.length

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false)
  }

  return (
    <section
      className={styles.root}
      aria-roledescription={t("BannerRotator.carousel")}
      aria-label={t("BannerRotator.siteBanners")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} aria-live={rotation.isRunning ? "off" : "polite"}>
        {slides.map((banner, index) => {
          const showsImage = banner.img_url !== null && !brokenImages.has(banner.img_url)
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group per the ARIA carousel pattern
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t("BannerRotator.slide")}
              aria-label={t("BannerRotator.slidePosition", { position: index + 1, count: slides.length })}
              aria-hidden={index !== rotation.index}
              // A banner out of sight keeps its link out of the keyboard's way too.
              inert={index !== rotation.index}
              className={styles.slide[slideState(index)]}
            >
              <BannerLink href={banner.link_url}>
                {!drawsPicture(index) ? null : showsImage && banner.img_url !== null ? (
                  <img
                    className={styles.image}
                    src={banner.img_url}
                    alt={banner.title?.trim() || t("BannerRotator.bannerPicture", { number: index + 1 })}
                    width={615}
                    height={210}
                    decoding="async"
                    loading={index === 0 ? "eager" : "lazy"}
                    onError={() => {
                      const url = banner.img_url
                      if (url !== null) setBrokenImages((broken) => new Set(broken).add(url))
                    }}
                  />
                ) : (
                  <Suspense fallback={null}>
                    <SampleBanner />
                  </Suspense>
                )}
              </BannerLink>
            </div>
          )
        })}
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={isStopped ? t("BannerRotator.playBanners") : t("BannerRotator.pauseBanners")}
            onClick={() => setStopped((stopped) => !stopped)}
          >
            <Icon name={isStopped ? "play" : "pause"} />
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset */}
          <div role="group" aria-label={t("BannerRotator.chooseBanner")} className={styles.thumbnails}>
            {slides.map((banner, index) => (
              <button
                type="button"
                key={banner.id}
                className={styles.control}
                aria-label={t("BannerRotator.banner", { number: index + 1 })}
                aria-current={index === rotation.index ? "true" : undefined}
                onClick={() => rotation.goTo(index)}
              >
                {index + 1}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
