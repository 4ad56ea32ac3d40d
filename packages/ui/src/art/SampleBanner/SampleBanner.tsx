import { useId } from "react"
import { englishOf } from "../../i18n/englishOf.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./SampleBanner.css.ts"
import english from "./SampleBanner.en.json"

/** What a site banner without an image shows in its place (in English; the picture says it in the chosen language). */
export const sampleBannerDescription: string = englishOf(english)("SampleBanner.description")

const stars: ReadonlyArray<readonly [number, number, number]> = [
  [24, 22, 1.4],
  [62, 48, 1],
  [96, 16, 1.6],
  [140, 36, 1],
  [178, 14, 1.2],
  [212, 58, 1],
  [248, 28, 1.5],
  [286, 12, 1],
  [318, 44, 1.2],
  [356, 20, 1],
  [392, 60, 1.4],
  [430, 30, 1],
  [462, 12, 1.3],
  [572, 26, 1.2],
  [598, 64, 1],
  [40, 84, 1],
  [118, 72, 1.2],
  [236, 88, 1],
  [452, 84, 1.1],
  [590, 104, 1],
]

const lanterns: ReadonlyArray<readonly [number, number, number]> = [
  [84, 118, 3],
  [122, 96, 2.4],
  [152, 132, 2],
  [486, 120, 2.6],
  [520, 142, 2],
]

/**
 * The picture a banner shows when the server sent none: original art in the theme's colours, with
 * no text baked in.
 */
export const SampleBanner = () => {
  const id = useId()
  const t = useMessages(english)
  const sky = `${id}-sky`
  const glow = `${id}-glow`
  return (
    <svg
      className={styles.root}
      viewBox="0 0 615 210"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={t("SampleBanner.description")}
      focusable="false"
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={styles.skyTop} />
          <stop offset="1" className={styles.skyBottom} />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="1" r="0.7">
          <stop offset="0" className={styles.glowCentre} />
          <stop offset="1" className={styles.glowEdge} />
        </radialGradient>
      </defs>
      <rect width="615" height="210" fill={`url(#${sky})`} />
      <ellipse cx="300" cy="210" rx="340" ry="150" fill={`url(#${glow})`} />
      {stars.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} className={styles.star} cx={x} cy={y} r={r} />
      ))}
      <circle className={styles.moonHalo} cx="522" cy="54" r="40" />
      <circle className={styles.moon} cx="522" cy="54" r="21" />
      <path
        className={styles.farRange}
        d="M0 150 60 112l50 24 60-50 60 44 60-30 60 40 70-46 60 34 60-24 75 36v70H0Z"
      />
      <path className={styles.nearRange} d="M0 176c80-24 160-10 240-16s140 10 220 0 120 4 155 0v50H0Z" />
      {lanterns.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} className={styles.lantern} cx={x} cy={y} r={r} />
      ))}
      <g>
        <path className={styles.building} d="M180 142h60v40h-60zM176 143l34-25 34 25Z" />
        <path className={styles.building} d="M360 142h60v40h-60zM356 143l34-25 34 25Z" />
        <path className={styles.building} d="M240 90h34v92h-34zM236 93l21-35 21 35Z" />
        <path className={styles.building} d="M326 90h34v92h-34zM322 93l21-35 21 35Z" />
        <path className={styles.building} d="M274 118h6v-8h8v8h8v-8h8v8h8v-8h8v8h6v64h-52Z" />
        <path className={styles.lit} d="M288 182v-30a12 12 0 0 1 24 0v30Z" />
        <path className={styles.lit} d="M252 120v-8a5 5 0 0 1 10 0v8zM334 120v-8a5 5 0 0 1 10 0v8z" />
        <path className={styles.lit} d="M252 150v-8a5 5 0 0 1 10 0v8zM334 150v-8a5 5 0 0 1 10 0v8z" />
        <path className={styles.lit} d="M196 168v-8h8v8zM214 168v-8h8v8zM378 168v-8h8v8zM396 168v-8h8v8z" />
        <path className={styles.path} d="M292 182 262 210h76l-30-28Z" />
        <path className={styles.pole} d="M257 58V36M343 58V36M300 110V84" />
        <path className={styles.sacredGate} d="m257 36 24 6-24 6Z" />
        <path className={styles.mysticPeak} d="m343 36 24 6-24 6Z" />
        <path className={styles.phoenix} d="m300 84 22 6-22 6Z" />
      </g>
    </svg>
  )
}
