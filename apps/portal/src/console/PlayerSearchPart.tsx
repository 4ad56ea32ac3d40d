import { staffRoleNames, staffRoleOf } from "@gatehouse/domain"
import { PlayerSearch } from "@gatehouse/ui/console"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { pageTargetOf, playerRecordHref, playerSearchHref } from "./playerAddresses.ts"

/** A user type in the console's words. */
export const levelNameOf = (userType: number): string => {
  const role = staffRoleOf(userType)
  return role === null ? "Player" : staffRoleNames[role]
}

/** The accounts whose User ID or e-mail holds the text the address carries (`?q=hero`). */
const PlayerSearchPart = ({ query, page }: { readonly query: string; readonly page: number }) => {
  const { navigate } = usePortalServices()
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "searchPlayers", query === "" ? { page } : { q: query, page }))
  const list =
    state.status === "loaded"
      ? {
          status: "loaded" as const,
          value: {
            players: state.value.data.map((player) => ({ ...player, level: levelNameOf(player.userType) })),
            pageCount: state.value.pageCount,
          },
        }
      : state
  return (
    <PlayerSearch
      query={query}
      list={list}
      onSearch={(next) => navigate(playerSearchHref(next))}
      playerHref={playerRecordHref}
      page={page}
      pageTarget={pageTargetOf(playerSearchHref(query))}
    />
  )
}

export default PlayerSearchPart
