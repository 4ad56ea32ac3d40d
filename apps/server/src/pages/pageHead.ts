import { escapeMarkup, timeZoneMetaName } from "@gatehouse/domain"

/** What the server writes into the page's `<head>` for one address, before any JavaScript runs. */
export interface PageHead {
  /** The document title, exactly as the portal sets it once it runs. */
  readonly title: string
  readonly description: string
  /** The one address search engines should list this page under. */
  readonly canonical: string
  /** The language the page speaks (its `<html lang>`). */
  readonly language: string
  /** The same page in every shipped language (`hreflang` links); none for a page search engines skip. */
  readonly alternates: ReadonlyArray<{ readonly language: string; readonly address: string }>
  /** False for a player's own pages and for what does not exist: search engines are asked to skip them. */
  readonly indexable: boolean
  /** What a shared link's preview shows (Open Graph). */
  readonly preview: {
    readonly title: string
    readonly type: "website" | "article"
    readonly image: string | undefined
  }
}

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`

const alternate = (hreflang: string, address: string) =>
  `<link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(address)}" />`

/** Each language's address of the page, the first (English, the default) also for every other language. */
const alternateLinks = (alternates: PageHead["alternates"]): ReadonlyArray<string> => {
  const [first] = alternates
  return first === undefined
    ? []
    : [
        ...alternates.map(({ language, address }) => alternate(language, address)),
        alternate("x-default", first.address),
      ]
}

/** The tags that follow the title; everything here comes from data, so everything is escaped. */
const headTags = (head: PageHead, siteName: string, timeZone: string): ReadonlyArray<string> => [
  meta("name", "description", head.description),
  // The portal's clock shows the server's time zone (GAME_TIME_ZONE), read from here in the browser.
  meta("name", timeZoneMetaName, timeZone),
  `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />`,
  ...alternateLinks(head.alternates),
  ...(head.indexable ? [] : [meta("name", "robots", "noindex")]),
  meta("property", "og:site_name", siteName),
  meta("property", "og:type", head.preview.type),
  meta("property", "og:title", head.preview.title),
  meta("property", "og:description", head.description),
  meta("property", "og:url", head.canonical),
  ...(head.preview.image === undefined
    ? [meta("name", "twitter:card", "summary")]
    : [
        meta("property", "og:image", head.preview.image),
        meta("name", "twitter:card", "summary_large_image"),
      ]),
]

const titleTag = /<title>[^<]*<\/title>/
const htmlLanguage = /<html lang="[^"]*"/
const descriptionTag = /<meta\s+name="description"[^>]*>\s*/
const siteNameTag = /<meta\s+name="application-name"\s+content="([^"]*)"/
const namedEntities: Record<string, string> = { "&quot;": '"', "&amp;": "&", "&lt;": "<", "&gt;": ">" }

const decodeAttribute = (text: string) =>
  text.replace(/&#(\d+);|&\w+;/g, (entity, code: string | undefined) =>
    code === undefined ? (namedEntities[entity] ?? entity) : String.fromCharCode(Number(code)),
  )

/** The site name the portal was built with (its `application-name`), or undefined when it has none. */
export const siteNameOf = (shell: string): string | undefined => {
  const encoded = siteNameTag.exec(shell)?.[1]
  return encoded === undefined ? undefined : decodeAttribute(encoded)
}

/**
 * The built portal page in the page's language with this address's title, description, canonical
 * address, its addresses in the other languages and preview tags
 * in place of the build's defaults. A shell without a `<title>` is a build this server does not know
 * how to fill, and is answered unchanged rather than guessed at.
 */
export const withHead = (shell: string, head: PageHead, siteName: string, timeZone: string): string => {
  if (!titleTag.test(shell)) return shell
  const tags = headTags(head, siteName, timeZone).join("\n    ")
  return shell
    .replace(htmlLanguage, `<html lang="${escapeMarkup(head.language)}"`)
    .replace(descriptionTag, "")
    .replace(titleTag, () => `<title>${escapeMarkup(head.title)}</title>\n    ${tags}`)
}
