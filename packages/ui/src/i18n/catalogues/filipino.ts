import type { Catalogue } from "../Messages.tsx"

const files = import.meta.glob<Catalogue>("../../**/*.fil.json", { eager: true, import: "default" })

/** The ui's Filipino, compiled: every player-facing component's words. */
export const filipinoCatalogue: Catalogue = Object.assign({}, ...Object.values(files))
