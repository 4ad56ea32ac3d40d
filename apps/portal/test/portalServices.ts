import { makePortalServices } from "../src/app/makePortalServices.ts"
import { type FakeRoutes, fakeApi } from "./fakeApi.ts"

/** The portal's services on a fake API, recording where the router was sent. */
export const servicesOn = (routes: FakeRoutes = {}) => {
  const server = fakeApi(routes)
  const visited: Array<string> = []
  const services = makePortalServices({
    storage: window.localStorage,
    navigate: (path) => visited.push(path),
    fetch: server.fetch,
  })
  return { services, calls: server.calls, visited }
}

/** The login answer of spec §7 (`data.data`) for the given status. */
export const loginAnswer = (status: number, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    data: {
      user: {
        UserNum: 42,
        UserID: "swordfish",
        UserEmail: "swordfish@example.com",
        UserPoint: 150,
        UserPoint2: 20,
      },
      token: "token-1",
      message: "Login successful",
      status,
      ...extra,
    },
  },
})
