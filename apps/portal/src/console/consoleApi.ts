import type { ClientOf } from "@gatehouse/api-client"
import { type ConsoleEndpoints, consoleEndpoints } from "@gatehouse/api-client/console"
import { type PortalServices, usePortalServices } from "../app/PortalServices.tsx"

export type ConsoleApi = ClientOf<ConsoleEndpoints>

const clients = new WeakMap<PortalServices, ConsoleApi>()

/**
 * The staff console's client: the console's calls with the portal's own headers, token and spec §8
 * failure policy. Made once per running portal, the first time a console page opens.
 */
export const useConsoleApi = (): ConsoleApi => {
  const services = usePortalServices()
  let client = clients.get(services)
  if (client === undefined) {
    client = services.clientFor(consoleEndpoints)
    clients.set(services, client)
  }
  return client
}
