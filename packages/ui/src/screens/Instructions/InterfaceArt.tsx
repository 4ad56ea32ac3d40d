import { vars } from "../../theme/vars.css.ts"
import * as styles from "./Instructions.css.ts"

const shortcutButtons = [0, 1, 2, 3] as const
const inventoryCells = Array.from({ length: 20 }, (_, index) => index)
const chatLines = [
  { y: 318, width: 150 },
  { y: 338, width: 118 },
  { y: 358, width: 164 },
  { y: 378, width: 96 },
] as const

/** A window of the game's interface: dark glass with a gold rim. */
const Pane = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) => (
  <rect
    x={x}
    y={y}
    width={width}
    height={height}
    rx="8"
    fill={vars.color.surfaceSunken}
    fillOpacity="0.88"
    stroke={vars.color.accentSubtle}
    strokeWidth="2"
  />
)

/** A row of quick slots in the bottom bar, framed in one colour. */
const SlotRow = (props: { count: number; x: number; step: number; width: number; stroke: string }) =>
  Array.from({ length: props.count }, (_, index) => index).map((slot) => (
    <rect
      key={slot}
      x={props.x + slot * props.step}
      y="390"
      width={props.width}
      height="36"
      rx="5"
      fill={vars.color.surfaceRaised}
      stroke={props.stroke}
      strokeWidth="2"
    />
  ))

/**
 * An original drawing of the game screen during play, laid out 16:9 so the hotspots placed over it
 * in percent land on the same parts at every width. It carries no text: every label is in the page.
 */
export const InterfaceArt = ({ description }: { readonly description: string }) => (
  <svg className={styles.art} viewBox="0 0 800 450" role="img" aria-label={description} focusable="false">
    {/* The world behind the interface: dusk sky, hills and a path through the grass. */}
    <rect width="800" height="450" fill={vars.color.scene.skyMiddle} />
    <rect y="150" width="800" height="300" fill={vars.color.scene.skyHorizon} />
    <path d="M0 210 Q140 150 280 200 T560 190 T800 200 V450 H0z" fill={vars.color.scene.skyGlow} />
    <path d="M0 260 Q200 220 400 250 T800 245 V450 H0z" fill={vars.color.surfaceHover} />
    <path d="M330 450 Q380 330 400 262 Q420 330 520 450z" fill={vars.color.border} />
    <circle cx="640" cy="110" r="26" fill={vars.color.scene.luminary} fillOpacity="0.5" />

    {/* The player's character in the middle, with a monster beside it. */}
    <ellipse cx="400" cy="292" rx="34" ry="9" fill={vars.color.scene.silhouette} fillOpacity="0.6" />
    <path d="M384 290 L390 246 H410 L416 290z" fill={vars.color.school.mysticPeak} />
    <circle cx="400" cy="232" r="15" fill={vars.color.scene.luminary} />
    <path d="M410 250 L446 214" stroke={vars.color.scene.steel} strokeWidth="5" strokeLinecap="round" />
    <ellipse cx="300" cy="300" rx="26" ry="18" fill={vars.color.school.sacredGate} fillOpacity="0.85" />
    <circle cx="292" cy="296" r="3" fill={vars.color.background} />
    <circle cx="306" cy="296" r="3" fill={vars.color.background} />

    {/* Mouse control: a ring where the last click sends the character, and the pointer. */}
    <ellipse cx="468" cy="292" rx="20" ry="7" fill="none" stroke={vars.color.accentStrong} strokeWidth="3" />
    <path
      d="M478 232 L478 268 L487 259 L494 274 L500 271 L493 256 L505 256z"
      fill={vars.color.text}
      stroke={vars.color.background}
      strokeWidth="2"
      strokeLinejoin="round"
    />

    {/* Character status: portrait, level badge and the HP, MP and experience bars. */}
    <Pane x={14} y={14} width={230} height={80} />
    <circle
      cx="54"
      cy="54"
      r="28"
      fill={vars.color.surfaceRaised}
      stroke={vars.color.accent}
      strokeWidth="3"
    />
    <circle cx="54" cy="48" r="10" fill={vars.color.scene.luminary} />
    <path d="M36 74 Q54 56 72 74z" fill={vars.color.school.mysticPeak} />
    <circle cx="78" cy="78" r="11" fill={vars.color.accent} />
    <rect x="96" y="28" width="136" height="12" rx="6" fill={vars.color.dangerSurface} />
    <rect x="96" y="28" width="112" height="12" rx="6" fill={vars.color.school.sacredGate} />
    <rect x="96" y="48" width="136" height="12" rx="6" fill={vars.color.surface} />
    <rect x="96" y="48" width="80" height="12" rx="6" fill={vars.color.school.mysticPeak} />
    <rect x="96" y="68" width="136" height="8" rx="4" fill={vars.color.surface} />
    <rect x="96" y="68" width="52" height="8" rx="4" fill={vars.color.accent} />

    {/* The system bar at the top centre; its keyboard button lists the keys. */}
    <Pane x={330} y={26} width={140} height={44} />
    <rect
      x="344"
      y="36"
      width="46"
      height="24"
      rx="4"
      fill={vars.color.surfaceRaised}
      stroke={vars.color.accent}
    />
    {[0, 1, 2, 3].map((column) => (
      <rect
        key={column}
        x={349 + column * 10}
        y="41"
        width="7"
        height="6"
        rx="1"
        fill={vars.color.accentStrong}
      />
    ))}
    <rect x="352" y="51" width="30" height="5" rx="1" fill={vars.color.accentStrong} />
    <circle cx="414" cy="48" r="10" fill={vars.color.surfaceRaised} stroke={vars.color.accent} />
    <circle cx="446" cy="48" r="10" fill={vars.color.surfaceRaised} stroke={vars.color.accent} />

    {/* The minimap: the region in a round frame, the player as an arrow, marks for places. */}
    <circle
      cx="712"
      cy="76"
      r="60"
      fill={vars.color.surfaceSunken}
      stroke={vars.color.accentSubtle}
      strokeWidth="4"
    />
    <path d="M664 92 Q700 60 760 80" stroke={vars.color.border} strokeWidth="10" fill="none" />
    <path d="M712 66 L721 88 L712 82 L703 88z" fill={vars.color.accentStrong} />
    <circle cx="680" cy="60" r="5" fill={vars.color.school.sacredGate} />
    <circle cx="744" cy="104" r="5" fill={vars.color.success} />
    <circle cx="736" cy="44" r="5" fill={vars.color.focus} />

    {/* The inventory window: a title strip, a grid of bag cells and the gold line. */}
    <Pane x={576} y={152} width={208} height={212} />
    <rect x="576" y="152" width="208" height="26" rx="8" fill={vars.color.accentSubtle} />
    {inventoryCells.map((cell) => (
      <rect
        key={cell}
        x={590 + (cell % 5) * 38}
        y={190 + Math.floor(cell / 5) * 38}
        width="32"
        height="32"
        rx="4"
        fill={vars.color.surfaceRaised}
        stroke={vars.color.border}
      />
    ))}
    <rect x="596" y="196" width="20" height="20" rx="3" fill={vars.color.school.sacredGate} />
    <rect x="634" y="196" width="20" height="20" rx="10" fill={vars.color.school.mysticPeak} />
    <path d="M674 214 L692 196 L694 198 L676 216z" fill={vars.color.scene.steel} />
    <circle cx="600" cy="348" r="6" fill={vars.color.accent} />
    <rect x="612" y="344" width="60" height="8" rx="4" fill={vars.color.textMuted} />

    {/* The chat window: lines of talk in the channels' colours and the input line. */}
    <Pane x={14} y={300} width={210} height={136} />
    {chatLines.map((line, index) => (
      <rect
        key={line.y}
        x="28"
        y={line.y}
        width={line.width}
        height="7"
        rx="3"
        fill={
          index === 1 ? vars.color.success : index === 3 ? vars.color.school.phoenix : vars.color.textMuted
        }
      />
    ))}
    <rect
      x="24"
      y="400"
      width="190"
      height="24"
      rx="4"
      fill={vars.color.surface}
      stroke={vars.color.border}
    />

    {/* The bottom bar: four skill slots (F1 to F4), then six item slots (1 to 6). */}
    <Pane x={236} y={380} width={412} height={56} />
    <SlotRow count={4} x={248} step={40} width={34} stroke={vars.color.school.mysticPeak} />
    <path d="M257 418 L265 398 L273 418z" fill={vars.color.school.phoenix} />
    <circle cx="305" cy="408" r="9" fill={vars.color.focus} />
    <path d="M339 398 L353 418 M353 398 L339 418" stroke={vars.color.accentStrong} strokeWidth="4" />
    <SlotRow count={6} x={418} step={38} width={32} stroke={vars.color.accent} />
    <rect x="428" y="400" width="12" height="18" rx="4" fill={vars.color.school.sacredGate} />
    <rect x="466" y="400" width="12" height="18" rx="4" fill={vars.color.school.mysticPeak} />
    <rect x="502" y="402" width="16" height="14" rx="2" fill={vars.color.accentStrong} />

    {/* The shortcut slot: round buttons that open the game's windows. */}
    <Pane x={660} y={384} width={126} height={48} />
    {shortcutButtons.map((button) => (
      <circle
        key={button}
        cx={683 + button * 27}
        cy="408"
        r="11"
        fill={vars.color.surfaceRaised}
        stroke={vars.color.accent}
        strokeWidth="2"
      />
    ))}
  </svg>
)
