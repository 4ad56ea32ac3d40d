import { type Landmark, landmarkSvg, waterside } from "./landmarks.ts"
import { seededRandom } from "./random.ts"
import { hsl, linearGradient, svgDocument } from "./svg.ts"

/**
 * Landscapes for the Gallery, Wallpaper and Movies pages, composed at any size: the sky, stars,
 * hills and ground fill the whole canvas and the landmark is scaled to its shorter side, so a
 * phone wallpaper is drawn for its own shape rather than cropped from a wide picture. No text.
 */
type TimeOfDay = "night" | "dusk" | "dawn"

interface Vista {
  readonly hue: number
  readonly time: TimeOfDay
  readonly landmark: Landmark
  readonly label: string
}

const vistaTable = {
  "moon-gate": { hue: 225, time: "night", landmark: "gate", label: "A stone gate under a full moon" },
  "dawn-tower": { hue: 265, time: "dawn", landmark: "tower", label: "A lone watchtower on a ridge at dawn" },
  "phoenix-dusk": {
    hue: 12,
    time: "dusk",
    landmark: "phoenix",
    label: "A phoenix spreading burning wings over the hills at dusk",
  },
  "lantern-harbour": {
    hue: 205,
    time: "night",
    landmark: "lanterns",
    label: "Paper lanterns rising over a quiet harbour at night",
  },
  "sunset-tree": { hue: 150, time: "dusk", landmark: "tree", label: "An old broad tree on a hill at sunset" },
  "moon-bridge": {
    hue: 190,
    time: "night",
    landmark: "bridge",
    label: "An arched stone bridge over a moonlit river",
  },
  "arena-dusk": {
    hue: 350,
    time: "dusk",
    landmark: "blades",
    label: "Two crossed blades over the arena at dusk",
  },
  "homeward-sail": {
    hue: 30,
    time: "dawn",
    landmark: "ship",
    label: "A sailing ship heading home at sunrise",
  },
  "campus-night": {
    hue: 245,
    time: "night",
    landmark: "gate",
    label: "The campus gate on a starry night",
  },
  "ember-sky": {
    hue: 20,
    time: "dusk",
    landmark: "phoenix",
    label: "A phoenix glowing like an ember in the evening sky",
  },
  "river-lanterns": {
    hue: 215,
    time: "night",
    landmark: "lanterns",
    label: "Lanterns drifting over a dark river",
  },
  "violet-watch": { hue: 285, time: "dawn", landmark: "tower", label: "A watchtower under a violet dawn" },
  "night-duel": {
    hue: 330,
    time: "night",
    landmark: "blades",
    label: "Two crossed blades under the night sky",
  },
} as const satisfies Record<string, Vista>

export type VistaName = keyof typeof vistaTable
export const vistaNames = Object.keys(vistaTable) as ReadonlyArray<VistaName>

export const isVistaName = (value: string): value is VistaName => Object.hasOwn(vistaTable, value)

/** The largest side a generated picture may have (a 4K screen). */
export const maxVistaSide = 3840

const skyStops = (hue: number, time: TimeOfDay) => {
  switch (time) {
    case "night":
      return [hsl(hue, 45, 8), hsl(hue, 50, 20), hsl(hue + 20, 55, 32)]
    case "dusk":
      return [hsl(hue + 220, 45, 16), hsl(hue + 10, 60, 38), hsl(35, 85, 62)]
    case "dawn":
      return [hsl(hue, 40, 28), hsl(hue + 30, 55, 58), hsl(45, 90, 80)]
  }
}

/** A ridge line across the whole width around `baseline`, closed down to the bottom edge. */
const ridge = (seed: number, width: number, height: number, baseline: number, swing: number) => {
  const random = seededRandom(seed)
  const steps = 8
  const points = Array.from({ length: steps + 1 }, (_, index) => {
    const x = (width * index) / steps
    const y = baseline + (random.next() * 2 - 1) * swing
    return `${Math.round(x)} ${Math.round(y)}`
  })
  return `M0 ${height}L${points.join("L")}L${width} ${height}z`
}

const stars = (seed: number, width: number, height: number, time: TimeOfDay) => {
  if (time === "dawn") return ""
  const random = seededRandom(seed)
  const count = Math.min(240, Math.round((width * height) / (time === "night" ? 9000 : 30000)))
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${random.int(0, width)}" cy="${random.int(0, Math.round(height * 0.55))}" r="${(
        random.next() * 1.6 + 0.5
      ).toFixed(1)}" fill="#fff" opacity="${(random.next() * 0.6 + 0.3).toFixed(2)}"/>`,
  ).join("")
}

/** The drawing of a vista filling `width`×`height`, without the document around it. */
export const vistaBody = (name: VistaName, width: number, height: number) => {
  const vista: Vista = vistaTable[name]
  const seed = [...name].reduce((sum, char) => sum * 31 + char.charCodeAt(0), vista.hue) >>> 0
  const short = Math.min(width, height)
  const ground = height * 0.8
  const ink = hsl(vista.hue, 40, 6)
  const glow = hsl(42, 90, 64)
  const light =
    vista.time === "night"
      ? `<circle cx="${Math.round(width * 0.76)}" cy="${Math.round(height * 0.2)}" r="${Math.round(short * 0.06)}" fill="${glow}" opacity="0.9"/>`
      : `<circle cx="${Math.round(width * 0.28)}" cy="${Math.round(height * 0.62)}" r="${Math.round(short * 0.2)}" fill="${hsl(40, 95, 75)}" opacity="0.35"/><circle cx="${Math.round(width * 0.28)}" cy="${Math.round(height * 0.62)}" r="${Math.round(short * 0.09)}" fill="${hsl(40, 95, 80)}"/>`
  const size = short * 0.5
  const water = waterside.has(vista.landmark)
    ? `<rect y="${Math.round(ground)}" width="${width}" height="${Math.round(height - ground)}" fill="${hsl(vista.hue, 45, 14)}"/>${[
        0.3, 0.5, 0.7,
      ]
        .map(
          (line) =>
            `<rect x="${Math.round(width * (0.3 + line * 0.2))}" y="${Math.round(ground + (height - ground) * line)}" width="${Math.round(width * 0.16)}" height="${Math.max(2, Math.round(short * 0.006))}" rx="2" fill="${glow}" opacity="0.35"/>`,
        )
        .join("")}`
    : `<rect y="${Math.round(ground)}" width="${width}" height="${Math.round(height - ground)}" fill="${ink}"/>`
  return `<defs>${linearGradient(`sky-${name}`, skyStops(vista.hue, vista.time))}</defs>
<rect width="${width}" height="${height}" fill="url(#sky-${name})"/>${stars(seed, width, height, vista.time)}${light}
<path d="${ridge(seed + 1, width, height, height * 0.62, height * 0.07)}" fill="${hsl(vista.hue, 35, vista.time === "night" ? 14 : 30)}" opacity="0.8"/>
<path d="${ridge(seed + 2, width, height, height * 0.74, height * 0.05)}" fill="${hsl(vista.hue, 40, vista.time === "night" ? 9 : 18)}"/>
${water}
<g transform="translate(${Math.round((width - size) / 2)} ${Math.round(ground - size)}) scale(${(size / 200).toFixed(3)})">${landmarkSvg(vista.landmark, ink, glow)}</g>`
}

export const vistaLabel = (name: VistaName) => vistaTable[name].label

/** A vista as a picture of its own: a gallery image, a wallpaper or a thumbnail. */
export const vistaSvg = (name: VistaName, width: number, height: number) =>
  svgDocument(width, height, vistaLabel(name), vistaBody(name, width, height))

/** A movie poster: the vista between two film strips. */
export const posterSvg = (name: VistaName, width: number, height: number) => {
  const strip = Math.round(height * 0.07)
  const hole = Math.max(4, Math.round(strip * 0.4))
  const holes = (y: number) =>
    Array.from(
      { length: Math.floor(width / (hole * 2)) },
      (_, index) =>
        `<rect x="${index * hole * 2 + Math.round(hole / 2)}" y="${y + Math.round((strip - hole) / 2)}" width="${hole}" height="${hole}" rx="2" fill="${hsl(0, 0, 85)}"/>`,
    ).join("")
  const body = `${vistaBody(name, width, height)}
<rect width="${width}" height="${strip}" fill="${hsl(0, 0, 6)}"/>${holes(0)}
<rect y="${height - strip}" width="${width}" height="${strip}" fill="${hsl(0, 0, 6)}"/>${holes(height - strip)}`
  return svgDocument(width, height, `Movie poster: ${vistaLabel(name)}`, body)
}
