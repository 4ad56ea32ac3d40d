import { seededRandom } from "./random.ts"
import { hsl, linearGradient, svgDocument } from "./svg.ts"

/**
 * Night scenes for banners (615×210) and news thumbnails: a sky, stars and one silhouette. They
 * carry no text, so the portal's own captions and alt texts stay the only words on screen.
 */
export const sceneMotifs = ["gate", "peaks", "phoenix", "arena", "market", "library"] as const
export type SceneMotif = (typeof sceneMotifs)[number]

const motifHue: Record<SceneMotif, number> = {
  gate: 225,
  peaks: 265,
  phoenix: 12,
  arena: 350,
  market: 40,
  library: 190,
}

const motifLabel: Record<SceneMotif, string> = {
  gate: "A stone gate under a full moon",
  peaks: "Mountain peaks under a starry sky",
  phoenix: "A phoenix spreading burning wings",
  arena: "Two crossed blades over an arena",
  market: "Gold coins and gems on a market stall",
  library: "Tall bookshelves in a lamplit library",
}

/** Silhouettes drawn on a 615×210 canvas. */
const silhouette = (motif: SceneMotif, ink: string, glow: string) => {
  switch (motif) {
    case "gate":
      return `<circle cx="470" cy="70" r="38" fill="${glow}" opacity="0.9"/>
<path d="M230 210V92l77-40 77 40v118h-40v-72a37 37 0 0 0-74 0v72z" fill="${ink}"/>
<path d="M0 210v-36l120-14 110 24v26zM384 210v-26l120-22 111 12v36z" fill="${ink}"/>`
    case "peaks":
      return `<circle cx="120" cy="58" r="26" fill="${glow}" opacity="0.85"/>
<path d="M0 210l110-110 60 52 95-112 120 128 70-58 160 100z" fill="${ink}" opacity="0.75"/>
<path d="M0 210l150-70 90 40 120-88 140 80 115-30v68z" fill="${ink}"/>`
    case "phoenix":
      return `<circle cx="307" cy="105" r="70" fill="${glow}" opacity="0.25"/>
<path d="M307 150c-30-30-90-40-170-100 40 70 90 100 150 112-40 8-80 0-120-14 50 40 100 50 140 34z" fill="${glow}"/>
<path d="M307 150c30-30 90-40 170-100-40 70-90 100-150 112 40 8 80 0 120-14-50 40-100 50-140 34z" fill="${glow}"/>
<path d="M307 70c12 20 12 60 0 110-12-50-12-90 0-110z" fill="${ink}"/>`
    case "arena":
      return `<ellipse cx="307" cy="210" rx="330" ry="60" fill="${ink}"/>
<path d="M200 40l230 150M414 40L184 190" stroke="${glow}" stroke-width="10" stroke-linecap="round"/>
<path d="M188 46l22-14M426 46l-22-14" stroke="${ink}" stroke-width="18" stroke-linecap="round"/>`
    case "market":
      return `<path d="M60 210v-70h495v70z" fill="${ink}"/>
<path d="M40 140l40-50h455l40 50z" fill="${glow}" opacity="0.8"/>
${[150, 210, 270, 330, 390, 450]
  .map(
    (x, index) =>
      `<circle cx="${x}" cy="${128 - (index % 2) * 10}" r="16" fill="${glow}" stroke="${ink}" stroke-width="3"/>`,
  )
  .join("")}`
    case "library":
      return `${[40, 160, 280, 400, 520]
        .map(
          (x) =>
            `<rect x="${x}" y="40" width="70" height="170" fill="${ink}"/>${[70, 110, 150]
              .map((y) => `<rect x="${x + 6}" y="${y}" width="58" height="6" fill="${glow}" opacity="0.6"/>`)
              .join("")}`,
        )
        .join("")}
<circle cx="230" cy="60" r="10" fill="${glow}"/><circle cx="470" cy="60" r="10" fill="${glow}"/>`
  }
}

const stars = (motif: SceneMotif) => {
  const random = seededRandom(motif.length * 7919 + motifHue[motif])
  return Array.from(
    { length: 40 },
    () =>
      `<circle cx="${random.int(0, 615)}" cy="${random.int(0, 130)}" r="${(random.next() * 1.4 + 0.4).toFixed(
        1,
      )}" fill="#fff" opacity="${(random.next() * 0.6 + 0.3).toFixed(2)}"/>`,
  ).join("")
}

/** The scene, scaled to `width`×`height` (it keeps its centre when the ratio differs). */
export const sceneSvg = (motif: SceneMotif, width = 615, height = 210) => {
  const hue = motifHue[motif]
  const body = `<defs>${linearGradient(`sky-${motif}`, [hsl(hue, 45, 10), hsl(hue, 50, 22), hsl(hue + 20, 55, 34)])}</defs>
<svg viewBox="0 0 615 210" preserveAspectRatio="xMidYMid slice" width="${width}" height="${height}">
<rect width="615" height="210" fill="url(#sky-${motif})"/>${stars(motif)}${silhouette(motif, hsl(hue, 40, 6), hsl(42, 90, 62))}
</svg>`
  return svgDocument(width, height, motifLabel[motif], body)
}

export const isSceneMotif = (value: string): value is SceneMotif =>
  (sceneMotifs as ReadonlyArray<string>).includes(value)
