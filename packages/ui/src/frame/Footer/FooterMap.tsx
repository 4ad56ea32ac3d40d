import { useId } from "react"
import { iconPaths } from "../../art/Icon/iconPaths.ts"
import { useSiteLabel } from "../siteLabels.ts"
import * as styles from "./FooterMap.css.ts"
import type { MapIconLink } from "./footerLinks.ts"
import { type FooterMapLayoutName, footerMapAreas, footerMapLayouts } from "./footerMapLayout.ts"
import { MapLink } from "./MapLink.tsx"

/** The medallion's radius (its ring drawn inside it) and its icon's size, in the map's units. */
const medallionRadius = 26
const ringWidth = 2
const iconSize = 20
const boxRadius = 14

/**
 * About how wide a policy's name is per character at its 16px size, a little over the average, so a
 * name that might not fit is taken as not fitting.
 */
const policyGlyphWidth = 8.5
/** The room left each side of a policy's name within its column. */
const policyInset = 4

/**
 * A policy's name that its column cannot hold (a longer language's: "Patakaran sa Operasyon") is drawn
 * narrower to fit its column, never over its neighbour; one that fits is drawn as it is.
 */
const fittedTo = (text: string, width: number) => {
  const room = width - 2 * policyInset
  return text.length * policyGlyphWidth > room
    ? { textLength: room, lengthAdjust: "spacingAndGlyphs" as const }
    : {}
}

export interface FooterMapProps {
  /** Which of the two drawings this is: the classic row, or a phone's grid. */
  readonly layout: FooterMapLayoutName
  /** The art links, drawn as medallions with their names; one without `href` is shown as unavailable. */
  readonly links: ReadonlyArray<MapIconLink>
  /** The policy links under them; a policy without a page has no `href` and is shown as unavailable. */
  readonly policies: ReadonlyArray<{ readonly label: string; readonly href: string | undefined }>
}

/**
 * The footer's image map (spec §2 Footer) as an inline SVG: each link a labelled area with its
 * medallion and its name as real text, so it reads, scales and translates like the rest of the page.
 */
export const FooterMap = ({ layout, links, policies }: FooterMapProps) => {
  const shape = footerMapLayouts[layout]
  const { linkAreas, policyAreas, height } = footerMapAreas(shape, links.length, policies.length)
  const id = useId()
  const label = useSiteLabel()
  const ids = { box: `${id}box`, road: `${id}road`, medallion: `${id}medallion` }
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: not a picture: a group of links, each named by its own text
    <svg className={styles.map[layout]} viewBox={`0 0 ${shape.width} ${height}`} data-layout={layout}>
      <defs>
        <radialGradient
          id={ids.box}
          cx="0.5"
          cy="0"
          r="1"
          gradientTransform="translate(0.5 0) scale(0.8 1.4) translate(-0.5 0)"
        >
          <stop offset="0" className={styles.boxLight} />
          <stop offset="1" className={styles.boxShade} />
        </radialGradient>
        <linearGradient id={ids.road} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" className={styles.roadFade} />
          <stop offset="0.1" className={styles.roadEdge} />
          <stop offset="0.5" className={styles.roadMiddle} />
          <stop offset="0.9" className={styles.roadEdge} />
          <stop offset="1" className={styles.roadFade} />
        </linearGradient>
        <radialGradient id={ids.medallion} cx="0.5" cy="0.3" r="0.75">
          <stop offset="0" className={styles.medallionLight} />
          <stop offset="1" className={styles.medallionShade} />
        </radialGradient>
      </defs>
      {shape.boxHeight !== null && (
        <rect
          className={styles.box}
          x={0.5}
          y={0.5}
          width={shape.width - 1}
          height={shape.boxHeight - 1}
          rx={boxRadius - 0.5}
          fill={`url(#${ids.box})`}
        />
      )}
      {shape.boxHeight !== null && (
        // The box's inner top edge catches the light, as the classic footer's did.
        <path className={styles.boxHighlight} d={`M${boxRadius} 1.5H${shape.width - boxRadius}`} />
      )}
      {shape.road !== null && (
        <rect
          x={shape.road.left}
          y={shape.road.y - 1}
          width={shape.road.right - shape.road.left}
          height={2}
          fill={`url(#${ids.road})`}
        />
      )}
      {links.map((link, index) => {
        const area = linkAreas[index]
        if (!area) return null
        const centerY = area.y + shape.medallionY
        return (
          <MapLink key={link.label} href={link.href} label={label(link.label)} className={styles.artLink}>
            <rect
              className={styles.area}
              x={area.x + 2}
              y={area.y}
              width={area.width - 4}
              height={area.height}
              rx={8}
            />
            <circle
              className={styles.medallion}
              cx={area.centerX}
              cy={centerY}
              r={medallionRadius - ringWidth / 2}
              fill={`url(#${ids.medallion})`}
            />
            <path
              className={styles.icon}
              d={iconPaths[link.icon]}
              transform={`translate(${area.centerX - iconSize / 2} ${centerY - iconSize / 2}) scale(${iconSize / 24})`}
            />
            <text className={styles.label} x={area.centerX} y={area.y + shape.labelY} textAnchor="middle">
              {label(link.label)}
            </text>
          </MapLink>
        )
      })}
      {policies.map((policy, index) => {
        const area = policyAreas[index]
        if (!area) return null
        return (
          <MapLink
            key={policy.label}
            href={policy.href}
            label={label(policy.label)}
            className={styles.policy}
          >
            <rect
              className={styles.area}
              x={area.x + 2}
              y={area.y}
              width={area.width - 4}
              height={area.height}
              rx={4}
            />
            <text
              className={styles.policyText}
              x={area.centerX}
              y={area.y + area.height / 2}
              textAnchor="middle"
              dominantBaseline="central"
              {...fittedTo(label(policy.label), area.width)}
            >
              {label(policy.label)}
            </text>
          </MapLink>
        )
      })}
    </svg>
  )
}
