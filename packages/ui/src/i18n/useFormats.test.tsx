import { englishDateWords } from "@gatehouse/domain"
import { cleanup, render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { CurrencyAmount } from "../components/CurrencyAmount/CurrencyAmount.tsx"
import { NewsBoard } from "../components/NewsBoard/NewsBoard.tsx"
import { ServerDate } from "../components/ServerDate/ServerDate.tsx"
import { storyNews } from "../fixtures/news.ts"
import { storyNow } from "../fixtures/time.ts"
import { ServerClock } from "../frame/ServerClock/ServerClock.tsx"
import { ServerStatusLine } from "../screens/Home/ServerStatusLine.tsx"
import { filipinoCatalogue } from "./catalogues/filipino.ts"
import { englishOf } from "./englishOf.ts"
import { MessagesProvider } from "./Messages.tsx"
import english from "./useFormats.en.json"

afterEach(cleanup)

/** Intl parts a time from AM/PM with a narrow no-break space in English; the words are what is read. */
const shown = (element: HTMLElement) => (element.textContent ?? "").replace(/\s/g, " ")

const inFilipino = (children: ReactNode) => (
  <MessagesProvider language="fil" catalogue={filipinoCatalogue} onMissingMessage={null}>
    {children}
  </MessagesProvider>
)

const page = (
  <>
    <div data-testid="date">
      <ServerDate value="2026-11-22T01:09:31.135Z" />
    </div>
    <div data-testid="missing">
      <ServerDate value={null} />
    </div>
    <div data-testid="amount">
      <CurrencyAmount amount={1234567.5} section={2} />
    </div>
    <ServerStatusLine status={{ up: true, online: 12345 }} />
    <NewsBoard title="News" latest={storyNews.all[0] ?? null} list={{ status: "loading" }} now={storyNow} />
    <ServerClock now={storyNow} />
  </>
)

describe("dates, times and numbers", () => {
  it("read in English without a language around them, as the specification writes them", () => {
    render(page)
    expect(shown(screen.getByTestId("date"))).toBe("Nov 22, 2026, 9:09 AM")
    expect(shown(screen.getByTestId("missing"))).toBe("No date available")
    expect(shown(screen.getByTestId("amount"))).toContain("1,234,567.50")
    expect(screen.getByText(/12,345/)).toBeTruthy()
    expect(screen.getByText(/GM Tobias · 30 minutes ago/)).toBeTruthy()
    expect(screen.getByText("Saturday, November 21, 2026")).toBeTruthy()
  })

  it("read in Filipino on a Filipino page, the clock still on Manila's time", () => {
    render(inFilipino(page))
    expect(shown(screen.getByTestId("date"))).toBe("Nob 22, 2026, 9:09 AM")
    expect(shown(screen.getByTestId("missing"))).toBe("Walang petsa")
    // The Philippines groups thousands and writes decimals as English does.
    expect(shown(screen.getByTestId("amount"))).toContain("1,234,567.50")
    expect(screen.getByText(/12,345/)).toBeTruthy()
    expect(screen.getByText(/GM Tobias · 30 minuto ang nakalipas/)).toBeTruthy()
    expect(screen.getByText("Sabado, Nobyembre 21, 2026")).toBeTruthy()
    expect(screen.getByTestId("clock-hours-minutes").textContent).toBe("09:05")
  })

  it("follow a server's own language, numbers included", () => {
    render(
      <MessagesProvider language="de" catalogue={{}} onMissingMessage={null}>
        {page}
      </MessagesProvider>,
    )
    expect(shown(screen.getByTestId("amount"))).toContain("1.234.567,50")
    expect(screen.getByText("Samstag, 21. November 2026")).toBeTruthy()
  })

  it("say in English what the domain says: the catalogue's English is the specification's", () => {
    const inEnglish = englishOf(english)
    expect(inEnglish("useFormats.noDate")).toBe(englishDateWords.noDate)
    expect(inEnglish("useFormats.justNow")).toBe(englishDateWords.justNow)
  })
})
