import { defaultTokens, type ThemeTokens } from "./tokens.ts"
import { themeVariableName } from "./variableNames.ts"

/**
 * What each token is for, in the contract's shape (so a token without a role does not compile).
 * Flattened into `themeTokens` below, the one list a theme author reads.
 */
const tokenRoles: ThemeTokens = {
  color: {
    background: "The page behind everything, and the colour the frame and footer fade into.",
    surfaceSunken: "Wells inside panels: inputs, idle tabs, table stripes.",
    surface: "Panels and cards at rest (the lower end of a panel's gradient).",
    surfaceRaised: "Raised panels, dialogs and menus (the upper end of a panel's gradient).",
    surfaceHover: "A surface under the pointer: menu entries, rows, idle tabs.",
    border: "Panel outlines and the rules between parts.",
    borderStrong: "Outlines that must stand out: inputs, pager cells, secondary buttons.",
    text: "Body text on every surface.",
    textMuted: "Secondary text on every surface: captions, hints, dates.",
    textHeading: "Headings and names in the display face.",
    textDisabled: "Text of controls that cannot be used now.",
    accent: "Actions and emphasis: primary buttons, the chosen tab, the current menu entry.",
    accentStrong:
      "The accent at its most emphatic: accent-coloured text on surfaces, and the hover face of accent fills.",
    accentSubtle:
      "The accent toned towards the surfaces: dialog and banner frames, the far end of accent gradients.",
    onAccent: "Text and icons placed on `accent` or `accentStrong`.",
    link: "Links in running text.",
    linkHover: "Links under the pointer.",
    focus: "The keyboard focus ring; keep it apart from the accent.",
    danger: "Errors and the pager's current page: text and outlines on surfaces and on `dangerSurface`.",
    dangerSurface: "Behind an error message.",
    success: "Confirmations and good news.",
    scrim: "Over the page behind a modal dialog (translucent).",
    currency: {
      coin: "R-Coin amounts and their icon.",
      point: "Milleage amounts and their icon.",
    },
    school: {
      sacredGate: "School 0, Sacred Gate: its emblem, filters and rankings.",
      mysticPeak: "School 1, Mystic Peak: its emblem, filters and rankings.",
      phoenix: "School 2, Phoenix: its emblem, filters and rankings.",
    },
    scene: {
      skyTop: "The painted scene (background, banners, maps): the top of the sky.",
      skyMiddle: "The scene's sky between top and horizon; also the sea and empty picture frames.",
      skyHorizon: "The scene's sky at the horizon; also lakes and far hills.",
      skyGlow: "Light in the scene's sky: the glow around the luminary, distant ranges.",
      haze: "Mist drifting over the scene.",
      sparkle: "Stars and glints in the scene.",
      luminary: "The moon (or sun) of the scene and of the brand mark.",
      silhouette: "Buildings and figures in front of the sky.",
      lamplight: "Lit windows and lanterns.",
      steel: "Blades and metal in the interface pictures.",
    },
  },
  font: {
    display: "Headings and the brand (bundled with the package).",
    body: "Everything else.",
    numeric: "Amounts, ranks and the clock.",
  },
  fontSize: {
    small: "Fine print only (copyright, the clock's date); body text never goes below `body`.",
    body: "Body text.",
    large: "Lead text, menu entries and prominent amounts.",
    title: "Panel and dialog titles.",
    headline: "Page headings.",
    display: "The top of the type scale, for the largest display text.",
  },
  fontWeight: {
    regular: "Body text.",
    semibold: "Labels, tabs and buttons.",
    bold: "Headings and emphasis.",
  },
  lineHeight: {
    tight: "Headings.",
    body: "Running text.",
  },
  letterSpacing: {
    display: "The display face.",
    caps: "Small capitals labels.",
  },
  space: {
    xxs: "Spacing scale, smallest step.",
    xs: "Spacing scale: between an icon and its text.",
    sm: "Spacing scale: between related items.",
    md: "Spacing scale: inside compact panels.",
    lg: "Spacing scale: between groups.",
    xl: "Spacing scale: panel padding.",
    xxl: "Spacing scale: between page sections.",
    xxxl: "Spacing scale, largest step.",
  },
  radius: {
    sm: "Small corners: badges, inputs.",
    md: "Buttons, tabs, cards.",
    lg: "Panels and dialogs.",
    pill: "Fully rounded ends.",
  },
  borderWidth: {
    thin: "Outlines and rules.",
    thick: "Emphasised outlines and the focus ring's offset.",
    focus: "The focus ring.",
  },
  size: {
    menuCollapsed: "The main menu's width when collapsed (90 px).",
    menuExpanded: "The main menu's width when expanded (360 px).",
    bannerWidth: "The banner rotator's width (615 px).",
    bannerHeight: "The banner rotator's height (210 px).",
    bannerRatio: "The banner's aspect ratio when scaled to a phone's width.",
    sidebar: "The sidebar's width in the classic frame.",
    frame: "The classic frame's width.",
    tapTarget: "The smallest comfortable touch target.",
    icon: "Icons beside text.",
    iconLarge: "Icons on their own.",
    emblem: "School emblems.",
    thumbnail: "Banner thumbnails.",
    dialog: "A dialog's width.",
    form: "A form's width.",
    moon: "The luminary (moon) of the animated background.",
    quickMenu: "The quick menu's button.",
    contentMinHeight: "The content zone's least height, so nothing jumps when data arrives.",
    itemImage: "Item pictures on shop cards (80 × 80).",
    tooltipImage: "The item picture in the item tooltip (100 × 100).",
    itemTooltip: "The item tooltip's width.",
  },
  shadow: {
    panel: "Under panels and dialogs.",
    raised: "Under buttons and floating controls.",
    glow: "The accent's halo around highlighted controls.",
    insetHighlight: "The light top edge of a panel.",
  },
  motion: {
    menu: "The main menu's slide (300 ms).",
    bannerFade: "The banner's fade to the next one (800 ms).",
    quickMenu: "The quick menu following the scroll (500 ms).",
    feedback: "Hover and press feedback.",
    drift: "The background's slow drift.",
    twinkle: "The stars' twinkle.",
    easing: "The easing of every transition.",
  },
  zIndex: {
    background: "The animated background.",
    content: "The page.",
    menu: "The main menu over the page.",
    quickMenu: "The quick menu over the page.",
    tooltip: "The item tooltip, over the page but under dialogs.",
    dialog: "Dialogs, over everything.",
  },
}

/** One token of the theme contract, as a theme author needs it. */
export interface ThemeTokenDescription {
  /** The token's path in `vars` and in a theme's tokens, such as `color.accent`. */
  readonly name: string
  /** The group it belongs to, such as `color` or `space`. */
  readonly group: string
  /** The CSS custom property a plain CSS theme sets, such as `--gh-color-accent`. */
  readonly cssVariable: string
  /** What the token is used for. */
  readonly role: string
  /** Its value in the default theme. */
  readonly defaultValue: string
}

type TokenTree = { readonly [key: string]: string | TokenTree }

const describe = (values: TokenTree, roles: TokenTree, path: readonly string[]): ThemeTokenDescription[] =>
  Object.entries(values).flatMap(([key, value]) => {
    const role = roles[key]
    const here = [...path, key]
    if (typeof value === "string" && typeof role === "string")
      return [
        {
          name: here.join("."),
          group: here[0] ?? key,
          cssVariable: `--${themeVariableName(here)}`,
          role,
          defaultValue: value,
        },
      ]
    if (typeof value !== "string" && typeof role === "object") return describe(value, role, here)
    throw new Error(`The token ${here.join(".")} has no role`)
  })

/** Every token of the theme contract, in the contract's order: name, CSS variable, role, default value. */
export const themeTokens: readonly ThemeTokenDescription[] = describe(defaultTokens, tokenRoles, [])
