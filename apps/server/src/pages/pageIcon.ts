/** The portal's `<link rel="icon">` as its build writes it, pointing at the SVG favicon. */
const svgIconLink = /(<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href=")\/favicon\.svg(")/

/** The largest icon written into a page; a bigger one costs every page more than its own request. */
export const inlineIconLimit = 2048

/**
 * The page with its SVG favicon written into the icon link (`data:`), when it is small: a phone
 * then makes no request for it, a request that would otherwise open one more connection while the
 * page is still painting. A page without that link, or a larger icon, is left as it is.
 */
export const withInlineIcon = (html: string, svg: Uint8Array | undefined): string =>
  svg === undefined || svg.byteLength > inlineIconLimit
    ? html
    : html.replace(
        svgIconLink,
        (_link, start: string, end: string) =>
          `${start}data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}${end}`,
      )
