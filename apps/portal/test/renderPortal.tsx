import type { Session } from "@gatehouse/domain"
import { type Clock, ClockProvider } from "@gatehouse/ui"
import { render, screen } from "@testing-library/react"
import { memoryLocation } from "wouter/memory-location"
import { App } from "../src/app/App.tsx"
import type { FakeRoutes } from "./fakeApi.ts"
import { servicesOn } from "./portalServices.ts"

export interface PortalOptions {
  /** The address the visitor opens, with its query. */
  readonly at: string
  readonly session?: Session
  readonly api?: FakeRoutes
  /** The clock the screens read and wait on (a test clock the test moves); the real one when left out. */
  readonly clock?: Clock
  /** The game's time zone the server's page names; none leaves the clock in Manila. */
  readonly timeZone?: string
}

/** Opens the whole portal at an address, against a fake API. */
export const renderPortal = ({ at, session, api, clock, timeZone }: PortalOptions) => {
  const location = memoryLocation({ path: at, record: true })
  const { services, calls } = servicesOn(api, (to) => location.navigate(to))
  if (session) services.session.set(session)
  const app = <App services={services} location={location} timeZone={timeZone} />
  const view = render(clock === undefined ? app : <ClockProvider clock={clock}>{app}</ClockProvider>)
  return {
    ...view,
    services,
    calls,
    /** The path the visitor is on now. */
    currentPath: () => location.history.at(-1),
  }
}

/** The alert dialog, once it shows. */
export const findAlert = () => screen.findByRole("alertdialog")
