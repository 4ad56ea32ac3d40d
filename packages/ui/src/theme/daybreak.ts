import { defaultTokens, type ThemeTokens } from "./tokens.ts"

/**
 * The "daybreak" theme: the same campus in the morning. Light parchment surfaces, dark ink text and a
 * blue accent where the default theme is gold; sizes, type and motion are the default theme's. It is
 * shipped as a worked example of a whole second theme: every text colour meets WCAG AA (4.5:1) on
 * every surface it is placed on, as the stories' axe checks require.
 */
export const daybreakTokens: ThemeTokens = {
  ...defaultTokens,
  color: {
    background: "#f3efe6",
    surfaceSunken: "#ebe5d8",
    surface: "#fbf8f2",
    surfaceRaised: "#ffffff",
    surfaceHover: "#e4ecf8",
    border: "#c8cfdc",
    borderStrong: "#7d879c",
    text: "#1b2033",
    textMuted: "#4a5068",
    textHeading: "#2a1d5c",
    textDisabled: "#5c6378",
    accent: "#1d5fc2",
    accentStrong: "#154a9b",
    accentSubtle: "#7c9fd6",
    onAccent: "#ffffff",
    link: "#1a56b0",
    linkHover: "#0f3f85",
    focus: "#b4540a",
    danger: "#b42318",
    dangerSurface: "#fde8e6",
    success: "#17703f",
    scrim: "rgba(27, 32, 51, 0.55)",
    currency: {
      coin: "#8a5a00",
      point: "#4f5b73",
    },
    school: {
      sacredGate: "#b4232c",
      mysticPeak: "#2b4fb3",
      phoenix: "#a14a00",
    },
    scene: {
      skyTop: "#7fa7dc",
      skyMiddle: "#b9d3f0",
      skyHorizon: "#f5d2b0",
      skyGlow: "#ffd9a0",
      haze: "#ffffff",
      sparkle: "#ffffff",
      luminary: "#ffc65c",
      silhouette: "#4b5878",
      lamplight: "#ffe3a3",
      steel: "#8a94ab",
    },
  },
  shadow: {
    panel: "0 12px 32px rgba(30, 40, 70, 0.18)",
    raised: "0 6px 18px rgba(30, 40, 70, 0.16)",
    glow: "0 0 22px rgba(29, 95, 194, 0.35)",
    insetHighlight: "inset 0 1px 0 rgba(255, 255, 255, 0.8)",
  },
}
