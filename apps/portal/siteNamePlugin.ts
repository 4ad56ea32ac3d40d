import { escapeMarkup, resolveAppName } from "@gatehouse/domain"
import type { Plugin } from "vite"

/**
 * Writes the site name (VITE_APP_NAME, or the default) into the page as its first title and as its
 * `application-name`. The server reads that name back from the built page for the titles, previews
 * and sitemap it writes, so the name is set in one place: the portal's build.
 */
export const siteName = (): Plugin => {
  let name = resolveAppName(undefined)
  return {
    name: "gatehouse:site-name",
    configResolved(config) {
      name = resolveAppName(config.env.VITE_APP_NAME)
    },
    transformIndexHtml: (html) =>
      html.replace(
        /<title>[^<]*<\/title>/,
        () =>
          `<meta name="application-name" content="${escapeMarkup(name)}" />\n    <title>${escapeMarkup(name)}</title>`,
      ),
  }
}
