import { hsl, linearGradient, svgDocument } from "./svg.ts"

/** Shop item pictures (80×80 on cards, scaled to 100×100 in tooltips): one glyph on a tinted tile. */
export const itemGlyphs = [
  "potion",
  "sword",
  "shield",
  "gem",
  "chest",
  "wings",
  "ring",
  "scroll",
  "paw",
  "card",
] as const
export type ItemGlyph = (typeof itemGlyphs)[number]

const glyphLabel: Record<ItemGlyph, string> = {
  potion: "A stoppered potion flask",
  sword: "A straight sword",
  shield: "A kite shield",
  gem: "A cut gemstone",
  chest: "A treasure chest",
  wings: "A pair of wings",
  ring: "A ring with a stone",
  scroll: "A rolled scroll",
  paw: "A pet's paw print",
  card: "A gift card",
}

/** Glyphs drawn on a 80×80 canvas in the light colour `ink`. */
const glyphPath = (glyph: ItemGlyph, ink: string, accent: string) => {
  switch (glyph) {
    case "potion":
      return `<path d="M34 14h12v14l12 18a16 16 0 0 1-14 24h-8a16 16 0 0 1-14-24l12-18z" fill="${ink}"/><path d="M25 50h30a13 13 0 0 1-11 16h-8a13 13 0 0 1-11-16z" fill="${accent}"/>`
    case "sword":
      return `<path d="M56 12l12 0 0 12-30 30-8-8z" fill="${ink}"/><path d="M24 44l12 12-6 6-4-4-8 8-4-4 8-8-4-4z" fill="${accent}"/>`
    case "shield":
      return `<path d="M40 12l24 8v18c0 16-10 26-24 32-14-6-24-16-24-32V20z" fill="${ink}"/><path d="M40 22l14 5v11c0 10-6 17-14 21z" fill="${accent}"/>`
    case "gem":
      return `<path d="M24 24h32l12 14-28 30-28-30z" fill="${ink}"/><path d="M24 24l16 14 16-14M12 38h56M40 38v30" stroke="${accent}" stroke-width="3" fill="none"/>`
    case "chest":
      return `<path d="M14 36a26 14 0 0 1 52 0v30H14z" fill="${ink}"/><path d="M14 40h52M36 36h8v14h-8z" stroke="${accent}" stroke-width="4" fill="${accent}"/>`
    case "wings":
      return `<path d="M38 30C26 14 12 16 8 18c6 16 14 30 30 36zM42 30c12-16 26-14 30-12-6 16-14 30-30 36z" fill="${ink}"/><circle cx="40" cy="44" r="6" fill="${accent}"/>`
    case "ring":
      return `<circle cx="40" cy="48" r="18" fill="none" stroke="${ink}" stroke-width="7"/><path d="M32 22l8-10 8 10-8 8z" fill="${accent}"/>`
    case "scroll":
      return `<rect x="20" y="18" width="40" height="46" rx="4" fill="${ink}"/><rect x="14" y="14" width="52" height="10" rx="5" fill="${accent}"/><rect x="14" y="58" width="52" height="10" rx="5" fill="${accent}"/>`
    case "paw":
      return `<ellipse cx="40" cy="52" rx="14" ry="12" fill="${ink}"/>${[
        [22, 34],
        [34, 24],
        [46, 24],
        [58, 34],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="8" fill="${accent}"/>`)
        .join("")}`
    case "card":
      return `<rect x="12" y="22" width="56" height="36" rx="5" fill="${ink}"/><rect x="12" y="30" width="56" height="7" fill="${accent}"/><circle cx="56" cy="50" r="4" fill="${accent}"/>`
  }
}

export const itemSvg = (glyph: ItemGlyph, hue: number) =>
  svgDocument(
    80,
    80,
    glyphLabel[glyph],
    `<defs>${linearGradient("tile", [hsl(hue, 55, 30), hsl(hue, 60, 14)])}</defs><rect width="80" height="80" rx="10" fill="url(#tile)"/><rect x="3" y="3" width="74" height="74" rx="8" fill="none" stroke="${hsl(hue, 70, 60)}" stroke-opacity="0.5" stroke-width="2"/>${glyphPath(glyph, hsl(hue, 30, 92), hsl(42, 90, 60))}`,
  )

export const isItemGlyph = (value: string): value is ItemGlyph =>
  (itemGlyphs as ReadonlyArray<string>).includes(value)
