import type { CSSProperties } from "react"

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;")

/**
 * Another Storybook preview (a story or a Docs page, by its `iframe.html?…` address) framed inside
 * this one. A preview talks to its parent window over `postMessage`, and this preview would take a
 * framed one's messages (rendered, failed, globals changed) for its own; so the framed preview sits
 * one plain page deeper, whose window listens to nobody.
 */
export const IsolatedPreview = ({
  title,
  address,
  width,
  height,
  style,
}: {
  readonly title: string
  readonly address: string
  readonly width: number
  readonly height: number
  readonly style?: CSSProperties
}) => (
  <iframe
    title={title}
    // A `srcdoc` page shares this page's address, so the relative `iframe.html` resolves beside it.
    srcDoc={`<!doctype html><html lang="en"><title>${escapeAttribute(title)}</title><style>html,body{margin:0;overflow:hidden}</style><iframe title="${escapeAttribute(title)}" src="${escapeAttribute(address)}" width="${width}" height="${height}" style="border:0;display:block"></iframe></html>`}
    // Frames further down a long page load as they are scrolled to.
    loading="lazy"
    width={width}
    height={height}
    style={{ border: 0, display: "block", ...style }}
  />
)

/** The framed preview's document, once the plain page around it has loaded it. */
export const framedPreviewDocument = (frame: HTMLIFrameElement) =>
  frame.contentDocument?.querySelector("iframe")?.contentDocument ?? undefined
