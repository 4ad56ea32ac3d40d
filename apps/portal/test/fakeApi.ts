/** One call the portal made, as the fake server saw it. */
export interface SeenCall {
  readonly method: string
  readonly path: string
  /** The query string's parameters (`season=2026-10`). */
  readonly query: URLSearchParams
  readonly authorization: string | null
  readonly body: unknown
}

export interface FakeReply {
  readonly status: number
  readonly body?: unknown
}

/** Answers keyed by "METHOD /path" (the path after /api, without the query). */
export type FakeRoutes = Readonly<
  Record<string, FakeReply | ((call: SeenCall) => FakeReply | Promise<FakeReply>)>
>

/**
 * A stand-in for the server behind `fetch`: it records each call and answers from the given routes;
 * banners answer an empty list and the frame's site links the placeholders unless a test says
 * otherwise, and anything else is a 404.
 */
export const fakeApi = (routes: FakeRoutes = {}) => {
  const calls: Array<SeenCall> = []
  const answers: FakeRoutes = {
    "GET /getSiteBanners": { status: 200, body: { data: [] } },
    "GET /getsitelinks": {
      status: 200,
      body: { data: { agentChatUrl: "https://m.me/", writtenPolicies: [] } },
    },
    ...routes,
  }
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://portal.test")
    const headers = new Headers(init?.headers)
    const call: SeenCall = {
      method: init?.method ?? "GET",
      path: url.pathname.replace(/^\/api/, ""),
      query: url.searchParams,
      authorization: headers.get("Authorization"),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    const answer = answers[`${call.method} ${call.path}`] ?? { status: 404, body: { message: "Not found" } }
    const reply = typeof answer === "function" ? await answer(call) : answer
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}
