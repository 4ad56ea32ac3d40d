import { access } from "node:fs/promises"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import type { Language } from "@gatehouse/domain"
import { Effect, Option } from "effect"
import { sanitizeNewsHtml } from "../content/sanitizeHtml.ts"
import { assetsOf, type BootModule, loadBootModule, loadManifest, type PageAssets } from "./pageAssets.ts"

/** What the portal's server build renders for one address (see the portal's `render/entry-server.tsx`). */
interface RenderResult {
  readonly html: string
  readonly themeClass: string
  readonly answers: unknown
  readonly modules: ReadonlyArray<string>
}

/** A rendered page with the styles and scripts of the parts it shows. */
export interface RenderedPage extends RenderResult {
  readonly assets: PageAssets
  /** The boot module's code, to write into the page; none when the build's cannot be read. */
  readonly bootModule?: BootModule
}

interface RenderModule {
  readonly renderPage: (request: {
    readonly path: string
    readonly search: string
    readonly apiBaseUrl: string
    readonly sanitizeHtml: (html: string) => string
    /** The game's time zone, which the clock shows (the page's head carries it to the browser). */
    readonly timeZone: string
    /** The language the page speaks. */
    readonly language: string
  }) => Promise<RenderResult>
}

/** Renders an address of the portal with its data, or answers none (no server build, or it failed). */
export type RenderPage = (address: {
  readonly pathname: string
  readonly search: string
  readonly apiBaseUrl: string
  readonly language: Language
}) => Effect.Effect<Option.Option<RenderedPage>>

/** Where the portal's build puts its server renderer: beside the browser build, never served itself. */
export const renderModuleOf = (portalDir: string) =>
  path.resolve(portalDir, "..", "dist-server", "entry-server.js")

/**
 * The portal's renderer, loaded once on first use. Without a server build (an older build, or the
 * portal built for the browser only) every page is the shell the browser renders, as before; a
 * page whose render fails is logged and answered the same way, so a player always gets a page.
 */
export const loadPageRenderer = (portalDir: string, timeZone: string): RenderPage => {
  const file = renderModuleOf(portalDir)
  const manifest = loadManifest(portalDir)
  const bootModule = loadBootModule(portalDir)
  let loaded: Promise<RenderModule | undefined> | undefined
  const renderer = () => {
    loaded ??= access(file).then(
      () => import(pathToFileURL(file).href) as Promise<RenderModule>,
      () => undefined,
    )
    return loaded
  }
  return ({ pathname, search, apiBaseUrl, language }) =>
    Effect.tryPromise(async () => {
      const module = await renderer()
      if (module === undefined) return Option.none()
      // News bodies are sanitised again as the page is made, whatever way they reached the database.
      const page = await module.renderPage({
        path: pathname,
        search,
        apiBaseUrl,
        sanitizeHtml: sanitizeNewsHtml,
        timeZone,
        language,
      })
      const assets = assetsOf(await manifest(), page.modules)
      const boot = assets.boot === undefined ? undefined : await bootModule(assets.boot)
      return Option.some({ ...page, assets, ...(boot === undefined ? {} : { bootModule: boot }) })
    }).pipe(
      Effect.catch((error) =>
        Effect.as(Effect.logWarning("The page could not be rendered on the server", error), Option.none()),
      ),
    )
}
