import { useId } from "react"
import { iconPaths } from "../../art/Icon/iconPaths.ts"
import * as styles from "./FooterMap.css.ts"
import type { IconLink } from "./footerLinks.ts"
import { type FooterMapLayoutName, footerMapLayouts, gridAreas, rowsFor } from "./footerMapLayout.ts"
import { MapLink } from "./MapLink.tsx"

/** The medallion's radius and its icon's size, in the map's units (the classic frame's pixels). */
const medallionRadius = 26
const iconSize = 20
const medallionTop = 6
const labelBaseline = medallionTop + 2 * medallionRadius + 28

export interface FooterMapProps {
  /** Which of the two drawings this is: one row across the classic frame, or a phone's grid. */
  readonly layout: FooterMapLayoutName
  /** The art links, drawn as medallions with their names. */
  readonly links: ReadonlyArray<IconLink>
  /** The policy links under them; a policy without a page has no `href` and is shown as unavailable. */
  readonly policies: ReadonlyArray<{ readonly label: string; readonly href: string | undefined }>
}

/**
 * The footer's image map (spec §2 Footer) as an inline SVG: each link a labelled area with its
 * medallion and its name as real text, so it reads, scales and translates like the rest of the page.
 */
export const FooterMap = ({ layout, links, policies }: FooterMapProps) => {
  const { width, columns, rowHeight, policyColumns, policyRowHeight, hasRoad } = footerMapLayouts[layout]
  const roadId = useId()
  const linkAreas = gridAreas(links.length, columns, width, rowHeight, 0)
  const policiesTop = rowsFor(links.length, columns) * rowHeight
  const policyAreas = gridAreas(policies.length, policyColumns, width, policyRowHeight, policiesTop)
  const height = policiesTop + rowsFor(policies.length, policyColumns) * policyRowHeight
  const roadY = medallionTop + medallionRadius
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: not a picture: a group of links, each named by its own text
    <svg
      className={styles.map[layout]}
      viewBox={`0 0 ${width} ${height}`}
      data-layout={layout}
      // The map's text keeps its proportions; the drawing scales with the footer's width.
      preserveAspectRatio="xMidYMid meet"
    >
      {hasRoad && (
        <>
          <defs>
            <linearGradient id={roadId} x1="0" x2="1" y1="0" y2="0">
              <stop offset="0" className={styles.roadFade} />
              <stop offset="0.1" className={styles.roadEdge} />
              <stop offset="0.5" className={styles.roadMiddle} />
              <stop offset="0.9" className={styles.roadEdge} />
              <stop offset="1" className={styles.roadFade} />
            </linearGradient>
          </defs>
          <rect x={32} y={roadY - 1} width={width - 64} height={2} fill={`url(#${roadId})`} />
        </>
      )}
      {links.map((link, index) => {
        const area = linkAreas[index]
        if (!area) return null
        const iconScale = iconSize / 24
        return (
          <MapLink key={link.label} href={link.href} label={link.label} className={styles.artLink}>
            <rect
              className={styles.area}
              x={area.x + 2}
              y={area.y + 2}
              width={area.width - 4}
              height={area.height - 4}
              rx={8}
            />
            <circle className={styles.medallion} cx={area.centerX} cy={area.y + roadY} r={medallionRadius} />
            <path
              className={styles.icon}
              d={iconPaths[link.icon]}
              transform={`translate(${area.centerX - iconSize / 2} ${area.y + roadY - iconSize / 2}) scale(${iconScale})`}
            />
            <text className={styles.label} x={area.centerX} y={area.y + labelBaseline} textAnchor="middle">
              {link.label}
            </text>
          </MapLink>
        )
      })}
      {policies.map((policy, index) => {
        const area = policyAreas[index]
        if (!area) return null
        return (
          <MapLink key={policy.label} href={policy.href} label={policy.label} className={styles.policy}>
            <rect
              className={styles.area}
              x={area.x + 2}
              y={area.y + 2}
              width={area.width - 4}
              height={area.height - 4}
              rx={8}
            />
            <text
              className={styles.policyText}
              x={area.centerX}
              y={area.y + area.height / 2}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {policy.label}
            </text>
          </MapLink>
        )
      })}
    </svg>
  )
}
