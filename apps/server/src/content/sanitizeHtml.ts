import { newsBodyElements } from "@gatehouse/domain"
import sanitize from "sanitize-html"

/**
 * What a news, event or guide body may contain once stored: formatting, headings, lists, tables,
 * links and images (`newsBodyElements`). Scripts, styles, event handlers, frames and forms are removed. The portal
 * sanitises again before showing it, so this is the first of two guards, not the only one.
 */
const policy: sanitize.IOptions = {
  // Exactly what the console's editor can hold, so an edit and a save keep a body whole.
  allowedTags: [...newsBodyElements],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the new page a handle on this one.
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
}

export const sanitizeNewsHtml = (html: string): string => sanitize(html, policy)
