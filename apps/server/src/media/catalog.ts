import {
  type DownloadKind,
  downloadSvg,
  type ItemGlyph,
  isDownloadKind,
  isItemGlyph,
  isRibbonKind,
  isSceneMotif,
  isVistaName,
  itemSvg,
  maxVistaSide,
  posterSvg,
  type RibbonKind,
  ribbonSvg,
  type SceneMotif,
  sceneSvg,
  type VistaName,
  vistaSvg,
} from "@gatehouse/art"
import { itemPicturesLocation } from "@gatehouse/domain"
import { serverInfoSvg } from "../content/serverInfoArt.ts"

/** Where the server's own pictures live; the portal's routes never start with it. */
export const mediaPrefix = "/media"

/** The address of each generated picture, as stored in the database by the seed. */
export const mediaUrl = {
  banner: (motif: SceneMotif) => `${mediaPrefix}/banners/${motif}.svg`,
  thumbnail: (motif: SceneMotif) => `${mediaPrefix}/thumbs/${motif}.svg`,
  item: (glyph: ItemGlyph, hue: number) => `${itemPicturesLocation}/${glyph}-${hue}.svg`,
  ribbon: (kind: RibbonKind) => `${mediaPrefix}/ribbons/${kind}.svg`,
  download: (kind: DownloadKind) => `${mediaPrefix}/downloads/${kind}.svg`,
  gallery: (vista: VistaName, width: number, height: number) =>
    `${mediaPrefix}/gallery/${vista}-${width}x${height}.svg`,
  wallpaper: (vista: VistaName, width: number, height: number) =>
    `${mediaPrefix}/wallpaper/${vista}-${width}x${height}.svg`,
  poster: (vista: VistaName, width: number, height: number) =>
    `${mediaPrefix}/poster/${vista}-${width}x${height}.svg`,
} as const

const itemFile = /^([a-z]+)-(\d{1,3})$/
const sizedFile = /^([a-z-]+)-([1-9]\d{1,3})x([1-9]\d{1,3})$/

/** A vista drawn at the size its name asks for (`moon-gate-1920x1080`), within sensible bounds. */
const sizedVista = (name: string, draw: (vista: VistaName, width: number, height: number) => string) => {
  const [, vista = "", width = "", height = ""] = sizedFile.exec(name) ?? []
  return isVistaName(vista) && Number(width) <= maxVistaSide && Number(height) <= maxVistaSide
    ? draw(vista, Number(width), Number(height))
    : undefined
}

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
    case "gallery":
    case "wallpaper":
      return sizedVista(name, vistaSvg)
    case "poster":
      return sizedVista(name, posterSvg)
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
