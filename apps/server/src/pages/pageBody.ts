import { bootAttributes, escapeMarkup, renderedPartsAttribute, serverAnswersId } from "@gatehouse/domain"
import type { RenderedPage } from "./pageRenderer.ts"

const emptyRoot = /<div id="root"><\/div>/
const headEnd = /<\/head>/
const htmlTag = /<html([^>]*)>/
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/**
 * The boot module in place of the portal's entry: it loads the entry, and the parts' scripts beside
 * it, once the page has painted, so they never compete with the page's styles and pictures. Its
 * code is written in when the server could read it (see `BootModule`), else it is loaded from `boot`.
 */
const bootScript = (
  boot: string,
  source: string | undefined,
  entry: string,
  scripts: ReadonlyArray<string>,
) => {
  const attributes =
    `${bootAttributes.entry}="${escapeMarkup(entry)}" ` +
    `${bootAttributes.parts}="${escapeMarkup(scripts.join(" "))}"`
  return source === undefined
    ? `<script type="module" crossorigin src="${escapeMarkup(boot)}" ${attributes}></script>`
    : `<script type="module" ${attributes}>${source}</script>`
}

/**
 * JSON inside a `<script>` element: a `<` is written as its escape, so no text in an answer (an
 * article with `</script>` in it) can end the element early. `type="application/json"` makes it
 * data the browser never runs, so the script policy needs no exception for it.
 */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

/**
 * The page with the server's render in its root (which names the parts loaded on demand that it
 * shows), the answers it was made with beside it, the theme's class on `<html>` and its parts' styles
 * in the head, so it is styled before any JavaScript runs; its scripts load once it has painted
 * (the boot module), or, from a build without one, are preloaded beside the entry. A shell without
 * the empty root is a build this server does not know how to fill, and is answered unchanged.
 */
export const withBody = (shell: string, page: RenderedPage): string => {
  if (!emptyRoot.test(shell)) return shell
  const { stylesheets, scripts, boot } = page.assets
  const booted = boot !== undefined && entryScript.test(shell)
  const links: Array<string> = [
    ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeMarkup(href)}">`),
    // With the boot module the scripts wait for the first paint; an older build preloads them.
    ...(booted
      ? []
      : scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(href)}">`)),
  ]
  // The boot module goes last in the head: the browser asks for what the page paints with (its
  // stylesheet and font) first, and they get the connection the page itself came over.
  const withScripts = booted
    ? shell.replace(entryScript, (_tag, entry: string) => {
        links.push(bootScript(boot, page.bootModule?.source, entry, scripts))
        return ""
      })
    : shell
  return withScripts
    .replace(headEnd, () => `${links.map((link) => `  ${link}\n`).join("")}  </head>`)
    .replace(
      htmlTag,
      (_tag, attributes: string) => `<html${attributes} class="${escapeMarkup(page.themeClass)}">`,
    )
    .replace(
      emptyRoot,
      () =>
        `<script type="application/json" id="${serverAnswersId}">${inertJson(page.answers)}</script>\n    <div id="root" ${renderedPartsAttribute}="${escapeMarkup(page.modules.join(" "))}">${page.html}</div>`,
    )
}
