import { Suspense } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { lazyModule, loadParts } from "../src/app/lazyModule.tsx"

// A render that cannot wait (as hydration must not) shows a part's fallback until the part is loaded.
const renderNow = (Part: () => React.ReactNode) =>
  renderToString(
    <Suspense fallback="still loading">
      <Part />
    </Suspense>,
  )

describe("a part loaded on demand", () => {
  it("is not there in the first pass when nothing loaded it beforehand", () => {
    const NewsDetail = lazyModule<{ readonly topic: number }>(
      "../content/NewsDetailScreen.tsx",
      "NewsDetailScreen",
    )
    expect(renderNow(() => <NewsDetail topic={1} />)).toContain("still loading")
  })

  it("renders in the first pass once loadParts has loaded it, as a server-rendered page's root names it", async () => {
    const NotFound = lazyModule<Record<string, never>>("../screens/NotFoundScreen.tsx")
    await loadParts(["src/screens/NotFoundScreen.tsx"])
    expect(renderNow(() => <NotFound />)).not.toContain("still loading")
  })
})
