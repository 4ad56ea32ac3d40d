import { hsl, linearGradient, svgDocument } from "@gatehouse/art"

/**
 * The default picture of the Server information page: the server's rates on a framed plate. The
 * same facts are the text alternative migration 0009 stores, so what a screen reader hears matches
 * what the picture shows. An operator replaces both with their own.
 */
export const serverFacts: ReadonlyArray<readonly [label: string, value: string]> = [
  ["Maximum level", "300"],
  ["Experience rate", "10 times"],
  ["Item drop rate", "5 times"],
  ["Gold drop rate", "5 times"],
  ["Schools", "Sacred Gate, Mystic Peak, Phoenix"],
  ["Server time", "GMT+08:00"],
]

const width = 640
const height = 420
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")

export const serverInfoSvg = () => {
  const gold = hsl(42, 85, 58)
  const rows = serverFacts
    .map(([label, value], index) => {
      const y = 150 + index * 42
      return `<text x="56" y="${y}" fill="${hsl(220, 30, 78)}" font-size="20">${escapeText(label)}</text><text x="${width - 56}" y="${y}" fill="#fff" font-size="20" font-weight="700" text-anchor="end">${escapeText(value)}</text><path d="M56 ${y + 14}h${width - 112}" stroke="${hsl(220, 30, 30)}"/>`
    })
    .join("")
  const body = `<defs>${linearGradient("info-sky", [hsl(230, 45, 10), hsl(240, 45, 20)])}</defs>
<rect width="${width}" height="${height}" fill="url(#info-sky)"/>
<rect x="12" y="12" width="${width - 24}" height="${height - 24}" rx="14" fill="none" stroke="${gold}" stroke-width="3"/>
<g font-family="system-ui, sans-serif"><text x="${width / 2}" y="82" fill="${gold}" font-size="34" font-weight="700" text-anchor="middle" letter-spacing="3">SERVER INFORMATION</text>${rows}</g>`
  return svgDocument(width, height, "Server information", body)
}
