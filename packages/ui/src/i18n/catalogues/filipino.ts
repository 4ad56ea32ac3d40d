import { domainFilipino } from "@gatehouse/domain"
import type { Catalogue } from "../Messages.tsx"

const files = import.meta.glob<Catalogue>("../../**/*.fil.json", { eager: true, import: "default" })

/**
 * The ui's Filipino, compiled: every player-facing component's words, and the domain's sentences
 * they show (validation messages, page names, secret questions), said by their table and key.
 */
export const filipinoCatalogue: Catalogue = Object.assign({}, domainFilipino, ...Object.values(files))
