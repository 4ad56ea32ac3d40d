/**
 * The widths every screen is judged at, written once: the toolbar's viewport menu and the address
 * form `?globals=viewport:phone` (preview.tsx), the visual baselines (test-runner.ts) and the
 * designer's page of every screen at two widths all read them from here.
 */
export const viewportSizes = {
  phone: { title: "Phone", width: 390, height: 844, type: "mobile" },
  tablet: { title: "Tablet", width: 768, height: 1024, type: "tablet" },
  desktop: { title: "Desktop", width: 1280, height: 800, type: "desktop" },
} as const

export type ViewportName = keyof typeof viewportSizes

/** The two widths of the visual baselines and the designer's page: players are mostly on phones. */
export const reviewedViewports = ["phone", "desktop"] as const satisfies ReadonlyArray<ViewportName>

/** Storybook's viewport options, keyed by the names the address uses (`viewport:phone`). */
export const viewportOptions = Object.fromEntries(
  Object.entries(viewportSizes).map(([name, { title, width, height, type }]) => [
    name,
    { name: `${title} (${width} × ${height})`, styles: { width: `${width}px`, height: `${height}px` }, type },
  ]),
) as Record<ViewportName, { name: string; styles: { width: string; height: string }; type: string }>
