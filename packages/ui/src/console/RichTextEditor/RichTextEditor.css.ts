import { globalStyle, style } from "@vanilla-extract/css"
import { fieldLabelText, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const label = style(fieldLabelText)

export const frame = style({
  display: "flex",
  flexDirection: "column",
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled="true"]': { opacity: 0.7 },
  },
})

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
})

export const tool = style({
  minHeight: vars.size.tapTarget,
  minWidth: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid transparent`,
  background: "transparent",
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.semibold,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-focus-visible]": focusRing,
    "&[data-selected]": { background: vars.color.accent, color: vars.color.onAccent },
    '&[aria-expanded="true"]': { borderColor: vars.color.accent },
    "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed" },
  },
})

export const insertPanel = style({
  margin: 0,
  border: "none",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  alignItems: "end",
  gap: vars.space.md,
  padding: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
})

export const insertLegend = style({
  float: "left",
  gridColumn: "1 / -1",
  padding: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textHeading,
})

export const insertActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })

/** Reserves the writing area's height before the editor mounts, so nothing below it jumps. */
export const content = style({ minHeight: "16rem", display: "flex", flexDirection: "column" })

const page = `${content} .ProseMirror`
globalStyle(page, {
  flexGrow: 1,
  minHeight: "16rem",
  padding: vars.space.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  overflowWrap: "anywhere",
  outline: "none",
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
})
globalStyle(`${page}:focus-visible`, focusRing)
// ProseMirror's own base rules (TipTap's injected styles, which the Content-Security-Policy forbids):
// the text keeps its spaces and breaks, and the selection helpers stay out of sight.
globalStyle(page, {
  position: "relative",
  overflowWrap: "break-word",
  whiteSpace: "break-spaces",
  fontVariantLigatures: "none",
})
globalStyle(`${page} [contenteditable="false"]`, { whiteSpace: "normal" })
globalStyle(`${page} img.ProseMirror-separator`, {
  display: "inline",
  border: "none",
  margin: 0,
  width: 0,
  height: 0,
})
globalStyle(`${page} .ProseMirror-gapcursor`, {
  display: "none",
  pointerEvents: "none",
  position: "absolute",
})
globalStyle(`${content} .ProseMirror-focused .ProseMirror-gapcursor`, { display: "block" })
globalStyle(`${content} .ProseMirror-hideselection *::selection`, { background: "transparent" })
globalStyle(`${content} .ProseMirror-hideselection`, { caretColor: "transparent" })
globalStyle(`${page} > * + *`, { marginTop: vars.space.md })
globalStyle(`${page} p, ${page} ul, ${page} ol, ${page} h2, ${page} h3`, { marginBlock: 0 })
globalStyle(`${page} h2, ${page} h3`, { color: vars.color.textHeading, fontFamily: vars.font.display })
globalStyle(`${page} a`, { color: vars.color.link })
globalStyle(`${page} img`, { maxWidth: "100%", height: "auto", borderRadius: vars.radius.sm })
globalStyle(`${page} img.ProseMirror-selectednode`, focusRing)

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.small })
// A table keeps its cells visibly apart while it is edited; a wide one scrolls inside the writing area.
globalStyle(`${page} .tableWrapper`, { overflowX: "auto" })
globalStyle(`${page} table`, { borderCollapse: "collapse" })
globalStyle(`${page} th, ${page} td`, {
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  padding: vars.space.xs,
  verticalAlign: "top",
})
globalStyle(`${page} th`, { background: vars.color.surface, textAlign: "start" })
