import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait includes loading the page's chunk and the catalogue's, slow on a busy machine. */
const patient = { timeout: 5000 }

const newsAnswer = (subject: string) => ({
  status: 200,
  body: {
    data: [
      {
        id: 9,
        subject,
        content: `<p>${subject}</p>`,
        type: 0,
        created_at: "2026-12-01T10:00:00Z",
        author: "GM Aurora",
        img_thumbnail: null,
        IsShowThumbnail: 0,
      },
    ],
  },
})

describe("choosing another language on a page", () => {
  it("reads what the page shows again, so the news comes in the new language", async () => {
    let language = "en"
    const { calls } = renderPortal({
      at: "/",
      api: {
        "GET /getnewsall/0/8/1/0": () =>
          newsAnswer(language === "fil" ? "Bukas na ang pista" : "Winter festival opens"),
      },
    })
    await screen.findByText("Winter festival opens", {}, patient)
    const newsReads = () => calls.filter((call) => call.path.startsWith("/getnewsall")).length
    const before = newsReads()

    // The server answers in the language the picker remembers (the cookie it sets).
    language = "fil"
    fireEvent.click(screen.getAllByRole("link", { name: "Filipino" })[0] as HTMLElement)

    await screen.findByText("Bukas na ang pista", {}, patient)
    await waitFor(() => expect(newsReads()).toBeGreaterThan(before))
  })
})
