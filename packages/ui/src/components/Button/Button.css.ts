import { recipe } from "@vanilla-extract/recipes"
import { focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/**
 * One look for everything pressable that reads as a button, whether it is a react-aria `Button` or a
 * `Link` styled as one: the accent for the main action, framed surface for the rest.
 */
export const button = recipe({
  base: {
    // Links are content-box by default and buttons border-box; both must come out the same size.
    boxSizing: "border-box",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    minHeight: vars.size.tapTarget,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.xl,
    borderRadius: vars.radius.md,
    borderStyle: "solid",
    borderWidth: vars.borderWidth.thin,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: "none",
    textAlign: "center",
    cursor: "pointer",
    userSelect: "none",
    transitionProperty: "background, border-color, box-shadow, transform, color",
    transitionDuration: vars.motion.feedback,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      "&:focus-visible": focusRing,
      "&:active": { transform: `translateY(${vars.borderWidth.thin})` },
      "&:disabled, &[data-disabled]": { cursor: "not-allowed", opacity: 0.7 },
      "&[data-pending]": { cursor: "progress" },
    },
  },
  variants: {
    tone: {
      primary: {
        background: `linear-gradient(180deg, ${vars.color.accentStrong}, ${vars.color.accent} 55%, ${vars.color.accentSubtle})`,
        borderColor: vars.color.accentStrong,
        color: vars.color.onAccent,
        boxShadow: `${vars.shadow.raised}, ${vars.shadow.insetHighlight}`,
        selectors: {
          "&:hover": { boxShadow: `${vars.shadow.raised}, ${vars.shadow.glow}` },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.accent,
        color: vars.color.accentStrong,
        selectors: {
          "&:hover": { background: vars.color.surfaceHover },
        },
      },
      quiet: {
        background: "transparent",
        borderColor: "transparent",
        color: vars.color.link,
        selectors: {
          "&:hover": { color: vars.color.linkHover, background: vars.color.surfaceHover },
        },
      },
    },
    width: {
      auto: {},
      full: { width: "100%" },
    },
  },
  defaultVariants: { tone: "secondary", width: "auto" },
})
