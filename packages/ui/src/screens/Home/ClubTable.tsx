import { schools } from "@gatehouse/domain"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import english from "./homeTexts.en.json"

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
}) => {
  const t = useMessages(english)
  return (
    <DataTable
      rows={territories}
      rowKey={(territory) => territory.area}
      label={t("homeTexts.clubs")}
      labelledBy={labelId}
      columns={[
        { header: t("homeTexts.area"), kind: "rowHeader", cell: (territory) => territory.area },
        { header: t("homeTexts.clubName"), cell: (territory) => territory.clubName ?? t("homeTexts.noClub") },
        { header: t("homeTexts.tax"), kind: "number", cell: (territory) => `${territory.tax ?? 0}%` },
      ]}
    />
  )
}

/**
 * The territories a club can hold, one per school campus. Until the game reports holders every
 * territory shows the defaults, None and 0%.
 */
export const unclaimedTerritories: ReadonlyArray<ClubTerritory> = schools.map((school) => ({
  area: `${school.name} Campus`,
  clubName: null,
  tax: null,
}))
