import { ServiceOffers } from "@gatehouse/ui/console"
import { useQuery } from "../data/useQuery.ts"
import { useServiceOfferSaves } from "./characterServices/useServiceOfferSaves.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"

/**
 * The console's Character services page (administrators): each service switched on or off, priced
 * and given a cooldown, saved one at a time. The server audits each save (`characterservice.update`).
 */
const CharacterServicesPage = () => {
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "listServiceOffers"))
  const { status, save } = useServiceOfferSaves(api)
  return <ServiceOffers offers={state} onSave={save} status={status} />
}

export default CharacterServicesPage
