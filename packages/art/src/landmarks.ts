/**
 * The single silhouette each vista is built around, drawn on a 200×200 box whose bottom edge is the
 * ground line. `ink` is the dark shape colour, `glow` the light of windows, sails, lanterns and fire.
 */
export const landmarks = ["gate", "tower", "tree", "bridge", "lanterns", "phoenix", "ship", "blades"] as const
export type Landmark = (typeof landmarks)[number]

/** Landmarks that stand by water, so their ground is drawn as a river or a harbour. */
export const waterside: ReadonlySet<Landmark> = new Set(["bridge", "lanterns", "ship"])

const lanternSpots = [
  [30, 150, 1],
  [62, 96, 0.8],
  [100, 130, 1.2],
  [136, 70, 0.7],
  [168, 118, 1],
  [84, 44, 0.6],
  [150, 30, 0.5],
] as const

export const landmarkSvg = (landmark: Landmark, ink: string, glow: string): string => {
  switch (landmark) {
    case "gate":
      return `<path d="M16 96l84-58 84 58z" fill="${ink}"/>
<path d="M30 200V96h140v104h-36v-60a34 34 0 0 0-68 0v60z" fill="${ink}"/>
<circle cx="100" cy="72" r="7" fill="${glow}"/>`
    case "tower":
      return `<path d="M78 200V72h44v128z" fill="${ink}"/>
<path d="M68 76l32-56 32 56z" fill="${ink}"/>
<rect x="93" y="92" width="14" height="20" rx="7" fill="${glow}"/>
<rect x="93" y="132" width="14" height="20" rx="7" fill="${glow}" opacity="0.7"/>`
    case "tree":
      return `<path d="M92 200c5-34 5-66 0-96h16c-5 30-5 62 0 96z" fill="${ink}"/>
<circle cx="100" cy="78" r="52" fill="${ink}"/>
<circle cx="58" cy="104" r="34" fill="${ink}"/><circle cx="142" cy="104" r="34" fill="${ink}"/>
<circle cx="124" cy="60" r="5" fill="${glow}" opacity="0.8"/><circle cx="74" cy="84" r="4" fill="${glow}" opacity="0.7"/>`
    case "bridge":
      return `<path d="M-40 166q140-96 280 0v14q-140-80-280 0z" fill="${ink}"/>
<path d="M-40 166h16v34h-16zM224 166h16v34h-16z" fill="${ink}"/>
<circle cx="100" cy="112" r="5" fill="${glow}"/><circle cx="40" cy="130" r="4" fill="${glow}"/><circle cx="160" cy="130" r="4" fill="${glow}"/>`
    case "lanterns":
      return lanternSpots
        .map(
          ([x, y, size]) =>
            `<circle cx="${x}" cy="${y}" r="${18 * size}" fill="${glow}" opacity="0.2"/><ellipse cx="${x}" cy="${y}" rx="${7 * size}" ry="${9 * size}" fill="${glow}"/><rect x="${x - 4 * size}" y="${y + 8 * size}" width="${8 * size}" height="${3 * size}" fill="${ink}"/>`,
        )
        .join("")
    case "phoenix":
      return `<circle cx="100" cy="110" r="74" fill="${glow}" opacity="0.22"/>
<path d="M100 140c-22-22-66-30-124-74 30 52 66 74 110 82-30 6-58 0-88-10 36 30 74 36 102 24z" fill="${glow}"/>
<path d="M100 140c22-22 66-30 124-74-30 52-66 74-110 82 30 6 58 0 88-10-36 30-74 36-102 24z" fill="${glow}"/>
<path d="M100 66c10 16 10 46 0 86-10-40-10-70 0-86z" fill="${ink}"/>`
    case "ship":
      return `<path d="M26 168h148l-22 28H48z" fill="${ink}"/>
<path d="M98 36h4v134h-4z" fill="${ink}"/>
<path d="M104 46q54 44 0 114z" fill="${glow}" opacity="0.85"/>
<path d="M96 60q-44 36 0 100z" fill="${glow}" opacity="0.7"/>`
    case "blades":
      return `<path d="M44 40l116 140M156 40L40 180" stroke="${glow}" stroke-width="8" stroke-linecap="round"/>
<path d="M124 163l26-22M50 141l26 22" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>
<path d="M0 200q100-30 200 0z" fill="${ink}"/>`
  }
}
