/**
 * The device's own interface face. It ends both stacks, so a page never falls back to the browser's
 * default serif (Times New Roman), even where the display face has not loaded.
 */
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

/**
 * The default theme's raw values ("night"): a night-time fantasy campus. Deep ink backgrounds, warm gold for
 * actions and currency, one accent per school. The keys are roles, not colours: another theme
 * gives `accent` its own colour (blue buttons are `accent: "#2563eb"`). Every role is described in
 * `themeTokens` (tokenRoles.ts). Every colour pair used for text meets WCAG AA (4.5:1)
 * on the surfaces it is placed on; the stories' axe checks hold the components to it.
 *
 * The spec's fixed frame sizes and timings (§9) live here as well, so another server's theme can
 * retune them without touching a component.
 */
export const defaultTokens = {
  color: {
    /** The page behind everything, and the colour the frame fades into. */
    background: "#0b1020",
    /** Panel surfaces, from sunken to raised. */
    surfaceSunken: "#0e1429",
    surface: "#151c39",
    surfaceRaised: "#1d2649",
    surfaceHover: "#26305a",
    border: "#34417a",
    borderStrong: "#56679f",
    /** Text on any surface above. */
    text: "#eef1fb",
    textMuted: "#bcc5e3",
    textHeading: "#f8e8bf",
    textDisabled: "#a3abc8",
    /** The accent (gold here): actions, the chosen tab, highlights. */
    accent: "#e9b949",
    accentStrong: "#f9d987",
    accentSubtle: "#a8741a",
    onAccent: "#1b1406",
    link: "#f4cc6f",
    linkHover: "#ffe6ab",
    focus: "#8fd0ff",
    danger: "#ffa39c",
    dangerSurface: "#3b1522",
    success: "#93e6b7",
    /** Behind a modal dialog. */
    scrim: "rgba(3, 5, 12, 0.78)",
    /** Gold for R-Coin, silver for Milleage. */
    currency: {
      coin: "#e9b949",
      point: "#d5dcf0",
    },
    /** One accent per school (spec §3): 0 Sacred Gate, 1 Mystic Peak, 2 Phoenix. */
    school: {
      sacredGate: "#f3898a",
      mysticPeak: "#8db0ff",
      phoenix: "#ffae66",
    },
    /** The painted scene of the background, banners, emblems and maps: here a night sky over the campus. */
    scene: {
      skyTop: "#050811",
      skyMiddle: "#0b1230",
      skyHorizon: "#1d2660",
      skyGlow: "#3a3f8f",
      haze: "#6a78c9",
      sparkle: "#fff6da",
      luminary: "#f6e2a4",
      silhouette: "#04060d",
      lamplight: "#f2c45a",
      steel: "#d5dcf0",
    },
  },
  font: {
    /**
     * Headings and the brand; the face ships with the package as an opt-in stylesheet
     * (`@gatehouse/ui/display-face.css`, fonts/display-face.css). Until it loads, or without it, a
     * book face where the device has one, else the interface face, never the browser's default serif.
     */
    display: `"Cinzel", "Palatino Linotype", Palatino, Georgia, ${systemSans}`,
    body: systemSans,
    numeric: 'ui-monospace, "SF Mono", "Cascadia Mono", "Roboto Mono", Menlo, Consolas, monospace',
  },
  fontSize: {
    /** Fine print only (copyright, the clock's date); body text never goes below `body`. */
    small: "0.875rem",
    body: "1rem",
    large: "1.125rem",
    title: "1.375rem",
    headline: "1.75rem",
    display: "2.25rem",
  },
  fontWeight: {
    regular: "400",
    semibold: "600",
    bold: "700",
  },
  lineHeight: {
    tight: "1.2",
    body: "1.5",
  },
  letterSpacing: {
    display: "0.06em",
    caps: "0.12em",
  },
  space: {
    xxs: "2px",
    xs: "4px",
    sm: "8px",
    md: "12px",
    lg: "16px",
    xl: "24px",
    xxl: "32px",
    xxxl: "48px",
  },
  radius: {
    sm: "4px",
    md: "8px",
    lg: "14px",
    pill: "999px",
  },
  borderWidth: {
    thin: "1px",
    thick: "2px",
    focus: "3px",
  },
  size: {
    /** Spec §9 Menu: 90 px collapsed, 360 px expanded. */
    menuCollapsed: "90px",
    menuExpanded: "360px",
    /** Spec §9 Banner rotator: 615 x 210. */
    bannerWidth: "615px",
    bannerHeight: "210px",
    bannerRatio: "615 / 210",
    sidebar: "272px",
    frame: "1100px",
    /** The smallest comfortable touch target. */
    tapTarget: "44px",
    icon: "20px",
    iconLarge: "32px",
    emblem: "52px",
    thumbnail: "36px",
    dialog: "440px",
    form: "420px",
    moon: "88px",
    quickMenu: "64px",
    contentMinHeight: "420px",
    /** Spec §9: item pictures on shop cards and in the item tooltip. */
    itemImage: "80px",
    tooltipImage: "100px",
    itemTooltip: "260px",
  },
  shadow: {
    panel: "0 12px 32px rgba(0, 0, 0, 0.45)",
    raised: "0 6px 18px rgba(0, 0, 0, 0.4)",
    glow: "0 0 22px rgba(233, 185, 73, 0.45)",
    insetHighlight: "inset 0 1px 0 rgba(255, 255, 255, 0.1)",
  },
  motion: {
    /** Spec §9 Menu: 300 ms slide. */
    menu: "300ms",
    /** Spec §9 Banner rotator: 800 ms fade-left. */
    bannerFade: "800ms",
    /** Spec §9 Quick menu: 500 ms. */
    quickMenu: "500ms",
    /** Hover and press feedback. */
    feedback: "150ms",
    /** The background's slow drift and the stars' twinkle. */
    drift: "120s",
    twinkle: "7s",
    easing: "cubic-bezier(0.22, 0.8, 0.3, 1)",
  },
  zIndex: {
    background: "0",
    content: "1",
    menu: "20",
    quickMenu: "30",
    /** The item tooltip floats over the content but stays under dialogs. */
    tooltip: "50",
    dialog: "100",
  },
} as const

/** Any theme's values: the same shape as the default theme, every leaf a CSS value. */
export type ThemeTokens = StringLeaves<typeof defaultTokens>

type StringLeaves<T> = { readonly [K in keyof T]: T[K] extends string ? string : StringLeaves<T[K]> }

/**
 * Motion under `prefers-reduced-motion: reduce`: every duration collapses to zero, so transitions
 * land at once and ambient animations stand still.
 */
export const reducedMotionTokens: ThemeTokens["motion"] = {
  menu: "0ms",
  bannerFade: "0ms",
  quickMenu: "0ms",
  feedback: "0ms",
  drift: "0s",
  twinkle: "0s",
  easing: defaultTokens.motion.easing,
}
