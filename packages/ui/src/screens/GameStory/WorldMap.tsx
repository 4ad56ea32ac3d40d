import { useMessages } from "../../i18n/Messages.tsx"
import english from "./storyTexts.en.json"
import { mapPlacesIn } from "./storyTexts.ts"
import * as styles from "./WorldMap.css.ts"

/** Where each place's numbered marker sits; its name is written to the right of the marker. */
const markerPositions: Readonly<Record<number, readonly [x: number, y: number]>> = {
  1: [60, 58],
  2: [398, 40],
  3: [250, 420],
  4: [338, 252],
  5: [104, 312],
  6: [482, 332],
  7: [206, 132],
  8: [372, 112],
  9: [332, 300],
}

const Marker = ({ marker, name }: { readonly marker: number; readonly name: string }) => {
  const [x, y] = markerPositions[marker] ?? [0, 0]
  return (
    <g>
      <circle className={styles.marker} cx={x} cy={y} r="12" />
      <text className={styles.markerNumber} x={x} y={y + 5} textAnchor="middle">
        {marker}
      </text>
      <text className={styles.label} x={x + 18} y={y + 6}>
        {name}
      </text>
    </g>
  )
}

export interface WorldMapProps {
  /** What the map shows, for screen readers. */
  readonly description: string
}

/**
 * The original map of Eldmoor: three campuses, the Old Bell Tower and the roads between them. Every
 * colour comes from the theme, so another server's theme recolours the map with the rest of the page.
 * The numbered markers match the list of places beside the map.
 */
export const WorldMap = ({ description }: WorldMapProps) => {
  const t = useMessages(english)
  return (
    <svg className={styles.root} viewBox="0 0 640 440" role="img" aria-label={description} focusable="false">
      <rect className={styles.sea} width="640" height="440" />
      <path
        className={styles.land}
        d="M40 70Q120 22 260 34T530 28Q612 48 608 150Q622 262 584 334Q544 404 430 410Q320 424 220 410Q92 398 50 320Q18 220 36 140Z"
      />
      {/* Mountains of the north-east, around Mystic Peak. */}
      <path
        className={styles.mountain}
        d="M420 190L470 96L520 190ZM480 176L540 66L600 176ZM540 200L585 120L612 200Z"
      />
      {/* Whisperwood. */}
      <g className={styles.forest}>
        <circle cx="160" cy="238" r="20" />
        <circle cx="192" cy="226" r="22" />
        <circle cx="226" cy="240" r="20" />
        <circle cx="176" cy="266" r="20" />
        <circle cx="212" cy="270" r="22" />
        <circle cx="246" cy="266" r="16" />
      </g>
      {/* The red canyons around Phoenix. */}
      <path
        className={styles.canyon}
        d="M196 404L232 342L262 378L292 336L318 352L350 332L386 376L420 344L452 404Z"
      />
      <ellipse className={styles.lake} cx="540" cy="276" rx="54" ry="32" />
      {/* Lantern Road, Cloudstair Pass and Ember Causeway, all ending at the tower. */}
      <path className={styles.road} d="M150 128C196 150 260 168 310 212" />
      <path className={styles.road} d="M548 138L500 160L520 180L452 188L440 204L334 214" />
      <path className={styles.road} d="M320 348L320 236" />
      {/* Sacred Gate: a walled campus behind its arch. */}
      <path
        className={styles.sacredGate}
        d="M104 142V100L124 88L144 100L164 88L184 100V142H154V118A10 10 0 0 0 134 118V142Z"
      />
      {/* Mystic Peak: crystal towers. */}
      <path
        className={styles.mysticPeak}
        d="M536 140L546 96L556 140ZM558 140L570 80L582 140ZM584 140L592 108L600 140Z"
      />
      {/* Phoenix: a hall under a rising flame. */}
      <path
        className={styles.phoenix}
        d="M292 394V366H348V394ZM320 364C306 352 308 338 320 326C332 338 334 352 320 364Z"
      />
      {/* The Old Bell Tower with its cracked bell. */}
      <path className={styles.tower} d="M306 246V200L320 182L334 200V246Z" />
      <path className={styles.detail} d="M314 222A6 6 0 0 1 326 222V228H314ZM320 216L318 222L321 224Z" />
      {mapPlacesIn(t).map((place) => (
        <Marker key={place.marker} marker={place.marker} name={place.name} />
      ))}
    </svg>
  )
}
