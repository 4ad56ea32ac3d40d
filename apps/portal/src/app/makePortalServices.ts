import {
  type ClientOf,
  type EndpointDefinition,
  makeClientFor,
  type PolicyHandlers,
} from "@gatehouse/api-client"
import { isLoggedIn, resolveAppName } from "@gatehouse/domain"
import { bannersInStorage } from "../data/keptAnswers.ts"
import { makeQueryStore, type SeededAnswers } from "../data/queryStore.ts"
import { makePolicyHandlers } from "../dialogs/dialogHandlers.ts"
import { makeDialogQueue } from "../dialogs/dialogQueue.ts"
import { makeSessionStore } from "../session/sessionStore.ts"
import { makeFlagStore } from "./flagStore.ts"
import type { PortalServices } from "./PortalServices.tsx"

export interface PortalEnvironment {
  readonly storage: Storage
  /** Where `storage` events of other tabs arrive (the window); none in tests that do not need them. */
  readonly events?: Pick<Window, "addEventListener">
  readonly navigate: (path: string) => void
  readonly appNameSetting?: string | undefined
  readonly fetch?: typeof globalThis.fetch
  /** Where the API answers; the page's own `/api` unless given (a server render names its own address). */
  readonly apiBaseUrl?: string
  readonly getCsrfToken?: () => string | undefined
  /** The answers a server-rendered page came with. */
  readonly seeded?: SeededAnswers
  /** Rendering on the server: screens wait for their data. */
  readonly onServer?: boolean
  /** The server's own sanitiser of news bodies, for a render on the server (see `PortalServices`). */
  readonly sanitizeHtml?: (html: string) => string
}

const quietHandlers: PolicyHandlers = { alert: () => {}, clearSession: () => {}, redirect: () => {} }

export const makePortalServices = (environment: PortalEnvironment): PortalServices => {
  const session = makeSessionStore(environment.storage, environment.events)
  const dialogs = makeDialogQueue()
  const handlers = makePolicyHandlers(dialogs, session, environment.navigate)
  const clientOptions = {
    ...(environment.fetch ? { fetch: environment.fetch } : {}),
    ...(environment.getCsrfToken ? { getCsrfToken: environment.getCsrfToken } : {}),
    ...(environment.apiBaseUrl ? { baseUrl: environment.apiBaseUrl } : {}),
  }
  const signedInOptions = {
    ...clientOptions,
    handlers,
    getToken: () => {
      const current = session.getSnapshot()
      return isLoggedIn(current) ? current.token : null
    },
  }
  // One client per table, made when a screen first calls it.
  const clients = new WeakMap<object, unknown>()
  const clientFor = <Table extends Record<string, EndpointDefinition>>(table: Table): ClientOf<Table> => {
    const known = clients.get(table) as ClientOf<Table> | undefined
    if (known !== undefined) return known
    const client = makeClientFor(table, signedInOptions)
    clients.set(table, client)
    return client
  }
  return {
    appName: resolveAppName(environment.appNameSetting),
    session,
    loginInProgress: makeFlagStore(),
    dialogs,
    handlers,
    clientFor,
    quietClientFor: (token, table) =>
      makeClientFor(table, { ...clientOptions, handlers: quietHandlers, getToken: () => token }),
    queries: makeQueryStore({
      clientFor,
      kept: bannersInStorage(environment.storage),
      ...(environment.seeded ? { seeded: environment.seeded } : {}),
      ...(environment.onServer ? { onServer: true } : {}),
    }),
    navigate: environment.navigate,
    ...(environment.sanitizeHtml ? { sanitizeHtml: environment.sanitizeHtml } : {}),
  }
}
