import { hsl, svgDocument } from "./svg.ts"

/**
 * Corner ribbons for shop cards and icons for download links. Symbols only, no words: the shop
 * shows its own labels and the download page names each link in its alt text.
 */
export const ribbonKinds = ["hot", "new", "sale", "limited"] as const
export type RibbonKind = (typeof ribbonKinds)[number]

const ribbonLook: Record<RibbonKind, { hue: number; label: string; symbol: string }> = {
  hot: {
    hue: 5,
    label: "Hot item",
    symbol: "M40 8c6 8 10 14 4 22 6-2 8-6 8-10 6 8 4 18-4 22h-14c-8-6-6-18 6-34z",
  },
  new: { hue: 140, label: "New item", symbol: "M40 8l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" },
  sale: { hue: 42, label: "Item on sale", symbol: "M26 14h16l16 16-16 16-16-16zM32 22a3 3 0 1 0 .1 0z" },
  limited: { hue: 280, label: "Limited item", symbol: "M30 10h20v6l-8 10 8 10v6H30v-6l8-10-8-10z" },
}

/** A 64×64 corner ribbon, top-right, with its symbol inside the fold. */
export const ribbonSvg = (kind: RibbonKind) => {
  const { hue, label, symbol } = ribbonLook[kind]
  return svgDocument(
    64,
    64,
    label,
    `<path d="M0 0h64v64z" fill="${hsl(hue, 75, 45)}"/><path d="M0 0h64v64" fill="none" stroke="${hsl(hue, 80, 70)}" stroke-width="2"/><g transform="translate(30 2) scale(0.5)"><path d="${symbol}" fill="#fff"/></g>`,
  )
}

export const downloadKinds = ["cloud", "drive", "torrent", "patch"] as const
export type DownloadKind = (typeof downloadKinds)[number]

const downloadLook: Record<DownloadKind, { hue: number; label: string; symbol: string }> = {
  cloud: {
    hue: 210,
    label: "Download from cloud storage",
    symbol: "M22 46a12 12 0 0 1 2-24 16 16 0 0 1 30 2 11 11 0 0 1 2 22z",
  },
  drive: { hue: 150, label: "Download from a shared drive", symbol: "M28 14h24l16 28-12 20H24L12 42z" },
  torrent: {
    hue: 265,
    label: "Download with a torrent client",
    symbol: "M40 12v26h10L40 52 30 38h10M20 58h40",
  },
  patch: { hue: 35, label: "Download the latest patch", symbol: "M16 30h48v28H16zM28 30V20h24v10" },
}

/** A 240×72 button picture: an icon tile on a gold-edged plate. */
export const downloadSvg = (kind: DownloadKind) => {
  const { hue, label, symbol } = downloadLook[kind]
  return svgDocument(
    240,
    72,
    label,
    `<rect x="1" y="1" width="238" height="70" rx="10" fill="${hsl(hue, 45, 16)}" stroke="${hsl(42, 85, 55)}" stroke-width="2"/><rect x="8" y="8" width="56" height="56" rx="8" fill="${hsl(hue, 60, 40)}"/><g transform="translate(4 0) scale(0.8) translate(6 6)"><path d="${symbol}" fill="#fff" stroke="#fff" stroke-width="3" stroke-linejoin="round"/></g><path d="M84 30h128M84 44h92" stroke="${hsl(hue, 40, 60)}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`,
  )
}

export const isRibbonKind = (value: string): value is RibbonKind =>
  (ribbonKinds as ReadonlyArray<string>).includes(value)
export const isDownloadKind = (value: string): value is DownloadKind =>
  (downloadKinds as ReadonlyArray<string>).includes(value)
