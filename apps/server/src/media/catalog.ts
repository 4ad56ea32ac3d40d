import { serverInfoSvg } from "../content/serverInfoArt.ts"
import {
  type DownloadKind,
  downloadSvg,
  isDownloadKind,
  isRibbonKind,
  type RibbonKind,
  ribbonSvg,
} from "./badges.ts"
import { type ItemGlyph, isItemGlyph, itemSvg } from "./items.ts"
import { isSceneMotif, type SceneMotif, sceneSvg } from "./scenes.ts"

/** Where the server's own pictures live; the portal's routes never start with it. */
export const mediaPrefix = "/media"

/** The address of each generated picture, as stored in the database by the seed. */
export const mediaUrl = {
  banner: (motif: SceneMotif) => `${mediaPrefix}/banners/${motif}.svg`,
  thumbnail: (motif: SceneMotif) => `${mediaPrefix}/thumbs/${motif}.svg`,
  item: (glyph: ItemGlyph, hue: number) => `${mediaPrefix}/items/${glyph}-${hue}.svg`,
  ribbon: (kind: RibbonKind) => `${mediaPrefix}/ribbons/${kind}.svg`,
  download: (kind: DownloadKind) => `${mediaPrefix}/downloads/${kind}.svg`,
} as const

const itemFile = /^([a-z]+)-(\d{1,3})$/

/** The SVG for `/media/<collection>/<name>.svg`, or undefined when no such picture exists. */
export const renderMedia = (collection: string, name: string): string | undefined => {
  switch (collection) {
    case "banners":
      return isSceneMotif(name) ? sceneSvg(name) : undefined
    case "thumbs":
      return isSceneMotif(name) ? sceneSvg(name, 160, 120) : undefined
    case "ribbons":
      return isRibbonKind(name) ? ribbonSvg(name) : undefined
    case "downloads":
      return isDownloadKind(name) ? downloadSvg(name) : undefined
    case "info":
      return name === "server" ? serverInfoSvg() : undefined
    case "items": {
      const [, glyph, hue] = itemFile.exec(name) ?? []
      return glyph !== undefined && isItemGlyph(glyph) && Number(hue) < 360
        ? itemSvg(glyph, Number(hue))
        : undefined
    }
    default:
      return undefined
  }
}
