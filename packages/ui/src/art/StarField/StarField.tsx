import { useId } from "react"
import * as styles from "./StarField.css.ts"

export const starFieldDensities = ["sparse", "dense"] as const
export type StarFieldDensity = (typeof starFieldDensities)[number]

/** One tile of sky, repeated across the window; fixed positions so every render is the same. */
const tiles: Record<
  StarFieldDensity,
  { size: number; stars: ReadonlyArray<readonly [number, number, number]> }
> = {
  sparse: {
    size: 320,
    stars: [
      [24, 40, 1.6],
      [138, 22, 1.1],
      [251, 71, 1.8],
      [88, 150, 1.2],
      [196, 188, 1.5],
      [300, 140, 1],
      [40, 262, 1.3],
      [160, 292, 1.7],
      [276, 250, 1.1],
      [120, 96, 0.9],
    ],
  },
  dense: {
    size: 180,
    stars: [
      [12, 18, 0.7],
      [64, 8, 0.9],
      [110, 40, 0.6],
      [162, 22, 0.8],
      [30, 76, 0.8],
      [92, 98, 0.6],
      [144, 84, 0.9],
      [18, 140, 0.6],
      [70, 160, 0.8],
      [128, 132, 0.7],
      [170, 170, 0.6],
      [50, 120, 0.5],
    ],
  },
}

export interface StarFieldProps {
  readonly density: StarFieldDensity
}

/** A layer of stars for the page background. Pure decoration. */
export const StarField = ({ density }: StarFieldProps) => {
  const patternId = useId()
  const tile = tiles[density]
  return (
    <svg className={styles.root} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={patternId} width={tile.size} height={tile.size} patternUnits="userSpaceOnUse">
          {tile.stars.map(([x, y, r]) => (
            <circle key={`${x}-${y}`} className={styles.star} cx={x} cy={y} r={r} />
          ))}
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${patternId})`} />
    </svg>
  )
}
