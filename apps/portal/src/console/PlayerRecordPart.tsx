import { isLoggedIn, staffRoleOf } from "@gatehouse/domain"
import { type PlayerAction, type PlayerLevel, PlayerRecord } from "@gatehouse/ui/console"
import { Result } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { useSession } from "../session/useSession.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { pageTargetOf, playerRecordHref, playersPath } from "./playerAddresses.ts"
import { consoleCalls, staffAction } from "./staffAction.ts"

/** Every read an action on a player may change. */
const playerReads = consoleCalls("getPlayerRecord", "getPlayerLedger", "searchPlayers", "getWhitelistQueue")

/** The staff level a user type stands at. */
const levelOf = (userType: number): PlayerLevel => staffRoleOf(userType) ?? "player"

/** One account's record and the administrators' actions on it. */
const PlayerRecordPart = ({ userId, page }: { readonly userId: string; readonly page: number }) => {
  const services = usePortalServices()
  const session = useSession()
  const api = useConsoleApi()
  const record = useQuery(consoleQuery(api, "getPlayerRecord", { user: userId })).state
  const ledger = useQuery(consoleQuery(api, "getPlayerLedger", { user: userId, page })).state
  const { run: runAction, pending: busy } = useAction<PlayerAction>()
  const [formsVersion, setFormsVersion] = useState(0)
  const run = (action: PlayerAction, call: Parameters<typeof staffAction>[1]) =>
    void runAction(staffAction(services, call, playerReads), action).then((accepted) => {
      if (Result.isSuccess(accepted)) setFormsVersion((version) => version + 1)
    })
  const shown =
    record.status === "loaded"
      ? {
          status: "loaded" as const,
          value: { ...record.value, level: levelOf(record.value.userType) },
        }
      : record
  const ledgerShown =
    ledger.status === "loaded"
      ? { status: "loaded" as const, value: { lines: ledger.value.data, pageCount: ledger.value.pageCount } }
      : ledger
  const user = record.status === "loaded" ? record.value.userId : userId
  return (
    <PlayerRecord
      record={shown}
      ledger={ledgerShown}
      ledgerPage={page}
      ledgerPageTarget={pageTargetOf(playerRecordHref(user))}
      searchHref={playersPath}
      isOwnAccount={isLoggedIn(session) && session.user.UserID.toLowerCase() === user.toLowerCase()}
      busy={busy}
      formsVersion={formsVersion}
      onAdjust={(adjustment) => run("adjust", api.adjustPlayerBalance({ user, ...adjustment }))}
      onBlock={(reason) => run("block", api.blockPlayerLogin({ user, reason }))}
      onUnblock={() => run("unblock", api.unblockPlayerLogin({ user }))}
      onSetLevel={(level) => run("level", api.setPlayerStaffLevel({ user, level }))}
      onCancelItem={(purKey) => run("cancelItem", api.cancelPlayerItem({ user, purKey }))}
    />
  )
}

export default PlayerRecordPart
