import { schools } from "@gatehouse/domain"
import * as table from "../../components/ContentTable/ContentTable.css.ts"
import { TableScroller } from "../../components/ContentTable/TableScroller.tsx"
import { homeTexts } from "./homeTexts.ts"

/** One territory of the club table; a territory no club holds has no name and no tax. */
export interface ClubTerritory {
  readonly area: string
  readonly clubName: string | null
  /** Percent. */
  readonly tax: number | null
}

/**
 * The club table on the home page: each territory's area, the club holding it and its tax, showing
 * None and 0% while no club holds it.
 */
export const ClubTable = ({
  territories,
  labelId,
}: {
  readonly territories: ReadonlyArray<ClubTerritory>
  readonly labelId: string
}) => (
  <TableScroller label={homeTexts.clubs}>
    <table className={table.table} aria-labelledby={labelId}>
      <thead>
        <tr>
          <th className={table.head}>Area</th>
          <th className={table.head}>Club Name</th>
          <th className={table.head}>Tax</th>
        </tr>
      </thead>
      <tbody>
        {territories.map((territory) => (
          <tr key={territory.area}>
            <td className={table.cell}>{territory.area}</td>
            <td className={table.cell}>{territory.clubName ?? homeTexts.noClub}</td>
            <td className={table.numeric}>{territory.tax ?? 0}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  </TableScroller>
)

/**
 * The territories a club can hold, one per school campus. Until the game reports holders every
 * territory shows the defaults, None and 0%.
 */
export const unclaimedTerritories: ReadonlyArray<ClubTerritory> = schools.map((school) => ({
  area: `${school.name} Campus`,
  clubName: null,
  tax: null,
}))
