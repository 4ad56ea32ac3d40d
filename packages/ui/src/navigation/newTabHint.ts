/**
 * What screen readers hear after a link that opens in a new tab, so leaving the page is never a
 * surprise (WCAG 3.2.5). One sentence for every such link.
 */
export const newTabHint = "(opens in a new tab)"
