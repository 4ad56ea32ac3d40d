import type { Session } from "@gatehouse/domain"
import { render, screen } from "@testing-library/react"
import { memoryLocation } from "wouter/memory-location"
import { App } from "../src/app/App.tsx"
import { makePortalServices } from "../src/app/makePortalServices.ts"
import { type FakeRoutes, fakeApi } from "./fakeApi.ts"

export interface PortalOptions {
  /** The address the visitor opens, with its query. */
  readonly at: string
  readonly session?: Session
  readonly api?: FakeRoutes
}

/** Opens the whole portal at an address, against a fake API, with a browser storage of its own. */
export const renderPortal = ({ at, session, api }: PortalOptions) => {
  const location = memoryLocation({ path: at, record: true })
  const server = fakeApi(api)
  const services = makePortalServices({
    storage: window.localStorage,
    navigate: (to) => location.navigate(to),
    fetch: server.fetch,
  })
  if (session) services.session.set(session)
  const view = render(<App services={services} location={location} />)
  return {
    ...view,
    services,
    calls: server.calls,
    /** The path the visitor is on now. */
    currentPath: () => location.history.at(-1),
  }
}

/** The open alert dialog's text, once it shows. */
export const findAlert = () => screen.findByRole("alertdialog")
