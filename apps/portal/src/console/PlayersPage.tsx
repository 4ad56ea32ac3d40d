import type { ConsolePageProps } from "./consolePageScreens.ts"
import PlayerRecordPart from "./PlayerRecordPart.tsx"
import PlayerSearchPart from "./PlayerSearchPart.tsx"

/** The Players page: the search, or one account's record when the address names it (`?user=demohero`). */
const PlayersPage = ({ page, search }: ConsolePageProps) => {
  const params = new URLSearchParams(search)
  const user = params.get("user")?.trim() ?? ""
  return user === "" ? (
    <PlayerSearchPart key={search} query={params.get("q")?.trim() ?? ""} page={page} />
  ) : (
    <PlayerRecordPart key={user.toLowerCase()} userId={user} page={page} />
  )
}

export default PlayersPage
