import { englishOf } from "../i18n/englishOf.ts"
import { useMessages } from "../i18n/Messages.tsx"
import english from "./newTabHint.en.json"

/**
 * What screen readers hear after a link that opens in a new tab, so leaving the page is never a
 * surprise (WCAG 3.2.5). One sentence for every such link. This is its English; a component says it
 * in the chosen language with `useNewTabHint`.
 */
export const newTabHint: string = englishOf(english)("newTabHint.opensInNewTab")

/** The new-tab hint in the chosen language. */
export const useNewTabHint = (): string => useMessages(english)("newTabHint.opensInNewTab")
