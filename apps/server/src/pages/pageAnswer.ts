import { frameQuery, frameQueryDefaults, type Language } from "@gatehouse/domain"
import { Effect, Option } from "effect"
import { topicsOfCall } from "../cache/readTopics.ts"
import { compressFile } from "../http/compression.ts"
import { contentTypeOf } from "../http/contentTypes.ts"
import { etagOf, revalidate } from "../http/portalFiles.ts"
import type { Payload } from "../http/sendBytes.ts"
import type { Made } from "./PageCache.ts"
import { withBody } from "./pageBody.ts"
import { type ArticleById, pageFor } from "./pageFor.ts"
import { type PageHead, withHead } from "./pageHead.ts"
import { withInlineIcon } from "./pageIcon.ts"
import { addressInLanguage, alternatesOf } from "./pageLanguage.ts"
import type { RenderPage } from "./pageRenderer.ts"

/** A page of the portal as it is sent. */
export interface SentPage {
  readonly payload: Payload
  readonly status: 200 | 404
  /** The hash of the boot module written into the page, which its script policy allows. */
  readonly inlineScript: string | undefined
}

/** What a page is made from besides its address: the build's shell and icon, the site, the data. */
export interface PageMaking {
  readonly shell: string
  readonly icon: Uint8Array | undefined
  readonly site: { readonly name: string; readonly origin: string; readonly timeZone: string }
  readonly articleById: ArticleById
  readonly render: RenderPage
}

/**
 * The query string of an address as the portal reads it (topic, category and page, defaults left
 * out): every other spelling of it shows the same page, so it is kept once.
 */
export const canonicalSearch = (search: string): string => {
  const query = frameQuery(search)
  const params = new URLSearchParams()
  for (const name of ["topic", "category", "page"] as const) {
    if (query[name] !== frameQueryDefaults[name]) params.set(name, String(query[name]))
  }
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

const encoder = new TextEncoder()

/**
 * Makes the page for an address: its head (title, description, preview, status) and, when its
 * section is one a guest sees the same as everyone (`rendered`) and `withContent`, the portal's
 * render with the answers it was made with. The bytes are compressed once, at the strongest
 * settings, since a kept page is sent to every guest; a page rendered with data is keepable.
 */
export const makePage = (
  making: PageMaking,
  address: {
    readonly pathname: string
    readonly search: string
    readonly apiBaseUrl: string
    readonly language: Language
  },
  withContent: boolean,
): Effect.Effect<Made<SentPage>> =>
  Effect.gen(function* () {
    // A news article's preview speaks the page's language, as its content does.
    const answer = yield* pageFor(address, making.site, (id) => making.articleById(id, address.language))
    // The page in its language is listed under its own address, with the others beside it.
    const head: PageHead = {
      ...answer.head,
      language: address.language,
      canonical: addressInLanguage(answer.head.canonical, address.language),
      alternates: answer.head.indexable ? alternatesOf(answer.head.canonical) : [],
    }
    const rendered =
      answer.rendered && withContent ? Option.getOrUndefined(yield* making.render(address)) : undefined
    const html = withInlineIcon(
      withHead(
        rendered === undefined ? making.shell : withBody(making.shell, rendered),
        head,
        making.site.name,
        making.site.timeZone,
      ),
      making.icon,
    )
    const bytes = encoder.encode(html)
    const keep = rendered !== undefined && answer.status === 200
    // A kept page goes to every guest: compressed once, at the strongest settings. One made for this
    // request alone is compressed as it is sent, quickly, in the one encoding its client takes.
    const compressed = keep
      ? yield* Effect.promise(async () => {
          const [br, gzip] = await Promise.all([compressFile(bytes, "br"), compressFile(bytes, "gzip")])
          return { br: new Uint8Array(br), gzip: new Uint8Array(gzip) }
        })
      : undefined
    const page: SentPage = {
      payload: {
        bytes,
        etag: etagOf(bytes),
        contentType: contentTypeOf("index.html"),
        cacheControl: revalidate,
        ...(compressed === undefined ? { madeForThisRequest: true } : { compressed }),
      },
      status: answer.status,
      inlineScript: rendered?.bootModule?.hash,
    }
    const calls = Object.keys(rendered?.answers ?? {}).map((key) => key.split(":")[0] ?? key)
    return {
      page,
      keep,
      topics: [...new Set(calls.flatMap(topicsOfCall))],
    }
  })
