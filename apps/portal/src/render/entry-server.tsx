import { defaultLanguage, isLanguage } from "@gatehouse/domain"
import { themeClass } from "@gatehouse/ui"
import { StrictMode } from "react"
import { prerenderToNodeStream } from "react-dom/static"
import { App } from "../app/App.tsx"
import { catalogueOf } from "../app/catalogues/catalogueOf.ts"
import { RenderedModules } from "../app/lazyModule.tsx"
import { makePortalServices } from "../app/makePortalServices.ts"
import type { SeededAnswers } from "../data/queryStore.ts"
import { memoryStorage } from "./memoryStorage.ts"

export type { SeededAnswers }

export interface RenderRequest {
  /** The address's path and query string (`/news`, `category=1&page=2`). */
  readonly path: string
  readonly search: string
  /** Where the API answers this process (the server's own address). */
  readonly apiBaseUrl: string
  readonly appNameSetting?: string | undefined
  /** The server's sanitiser of news bodies (the browser's needs a DOM); bodies show as text without one. */
  readonly sanitizeHtml?: (html: string) => string
  /** The game's time zone the clock shows; the page's head carries the same to the browser. */
  readonly timeZone?: string | undefined
  /** The language the page speaks (`en`, `fil`): the server's choice for this visitor; English when absent. */
  readonly language?: string | undefined
}

export interface RenderedPage {
  /** The markup of the portal's root, exactly as the browser's first render makes it. */
  readonly html: string
  /** The theme class the document element carries. */
  readonly themeClass: string
  /** Every API answer the page was made with, for the browser to start from. */
  readonly answers: SeededAnswers
  /** The source files of the parts loaded on demand that the page shows (`src/content/NewsScreen.tsx`). */
  readonly modules: ReadonlyArray<string>
}

/** Reads a stream to its end as text. */
const textOf = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString("utf8")
}

/**
 * Renders one public page of the portal as a guest sees it before the JavaScript runs: the frame and
 * the screen with their data, read from the API as the browser would. The render waits for every
 * screen and answer (no streaming placeholders, so no inline script and the strict script policy
 * stays), and hands the answers back so the browser shows them without asking again.
 */
export const renderPage = async (request: RenderRequest): Promise<RenderedPage> => {
  const language =
    request.language !== undefined && isLanguage(request.language) ? request.language : defaultLanguage
  const services = makePortalServices({
    storage: memoryStorage(),
    navigate: () => {},
    appNameSetting: request.appNameSetting,
    apiBaseUrl: request.apiBaseUrl,
    // The API answers what staff wrote in the page's language, as it does the browser's same-origin calls.
    fetch: (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set("accept-language", language)
      return globalThis.fetch(input, { ...init, headers })
    },
    onServer: true,
    ...(request.sanitizeHtml ? { sanitizeHtml: request.sanitizeHtml } : {}),
  })
  const catalogue = await catalogueOf(language)
  const errors: Array<unknown> = []
  const modules = new Set<string>()
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderedModules value={modules}>
        <App
          services={services}
          ssr={{ path: request.path, search: request.search }}
          timeZone={request.timeZone}
          spoken={{ language, catalogue }}
        />
      </RenderedModules>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every part is ready before anything is sent, so every part goes in place: React would
      // otherwise send large parts after the page with an inline script to move them in.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  const html = await textOf(prelude)
  // A part that failed would be rendered by the browser alone, differently: the whole page is left to it.
  if (errors.length > 0) throw new AggregateError(errors, "The page could not be rendered on the server")
  return { html, themeClass, answers: services.queries.dehydrate(), modules: [...modules] }
}
