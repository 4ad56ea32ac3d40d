import type { ClientOf, EndpointDefinition, PolicyHandlers } from "@gatehouse/api-client"
import { createContext, type ReactNode, useContext } from "react"
import type { QueryStore } from "../data/queryStore.ts"
import type { DialogQueue } from "../dialogs/dialogQueue.ts"
import type { SessionStore } from "../session/sessionStore.ts"
import type { FlagStore } from "./flagStore.ts"

/**
 * The long-lived parts of the running portal. They are made once at start-up (`makePortalServices`)
 * and handed down through context, so tests run the same screens against their own instances.
 */
export interface PortalServices {
  /** The site name every title ends with. */
  readonly appName: string
  readonly session: SessionStore
  /** True while a login call is under way: /login stays closed and the login boxes show it. */
  readonly loginInProgress: FlagStore
  readonly dialogs: DialogQueue
  /** The spec §8 policy's hands in the portal, also used by screens to report action errors. */
  readonly handlers: PolicyHandlers
  /**
   * The client of one table of calls (`contentEndpoints`, `cartEndpoints`, the staff console's …),
   * with this portal's address, token and failure policy, made once per table. Each screen names the
   * tables it calls, so their schemas load with it rather than with every page.
   */
  readonly clientFor: <Table extends Record<string, EndpointDefinition>>(table: Table) => ClientOf<Table>
  /** A client for one token, whose failures are never shown (the best-effort logout call). */
  readonly quietClientFor: <Table extends Record<string, EndpointDefinition>>(
    token: string,
    table: Table,
  ) => ClientOf<Table>
  /** Everything read from the API, kept and shared by every screen (see data/queryStore.ts). */
  readonly queries: QueryStore
  readonly navigate: (path: string) => void
  /**
   * On the server, the server's own sanitiser of news bodies: the browser's (DOMPurify, loaded with
   * the news screen) needs a DOM, which a render on the server has not. None in the browser.
   */
  readonly sanitizeHtml?: (html: string) => string
}

const PortalServicesContext = createContext<PortalServices | null>(null)

export const PortalServicesProvider = ({
  services,
  children,
}: {
  readonly services: PortalServices
  readonly children: ReactNode
}) => <PortalServicesContext.Provider value={services}>{children}</PortalServicesContext.Provider>

export const usePortalServices = (): PortalServices => {
  const services = useContext(PortalServicesContext)
  if (services === null) throw new Error("usePortalServices needs a PortalServicesProvider above it")
  return services
}
