// The public API of the demo art: one explicit list. Every picture is an SVG document as text, with
// an accessible name and no words drawn in it.
export {
  type DownloadKind,
  downloadKinds,
  downloadSvg,
  isDownloadKind,
  isRibbonKind,
  type RibbonKind,
  ribbonKinds,
  ribbonSvg,
} from "./badges.ts"
export { svgDataUrl } from "./dataUrl.ts"
export { type ItemGlyph, isItemGlyph, itemGlyphs, itemSvg } from "./items.ts"
export { type Random, seededRandom } from "./random.ts"
export { isSceneMotif, type SceneMotif, sceneMotifs, sceneSvg } from "./scenes.ts"
export { hsl, linearGradient, svgDocument } from "./svg.ts"
export {
  isVistaName,
  maxVistaSide,
  posterSvg,
  type VistaName,
  vistaLabel,
  vistaNames,
  vistaSvg,
} from "./vistas.ts"
