import type { Plugin } from "vite"

/**
 * Preloads web fonts from the page's head. A font is otherwise found only once the stylesheet that
 * declares it has arrived and a heading uses it, one more round trip on a phone's connection before
 * the page's headings are drawn in their face. `fileNames` are the fonts' names before the build
 * adds its hashes (`cinzel-basic-700.woff2`); only the built page gets the links.
 */
export const preloadFonts = (fileNames: ReadonlyArray<string>): Plugin => ({
  name: "gatehouse:preload-fonts",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (_html, context) =>
      Object.values(context.bundle ?? {})
        .filter((output) => output.type === "asset" && output.names.some((name) => fileNames.includes(name)))
        .map((font) => ({
          tag: "link",
          attrs: {
            rel: "preload",
            as: "font",
            type: "font/woff2",
            crossorigin: "",
            href: `/${font.fileName}`,
          },
          injectTo: "head" as const,
        })),
  },
})
