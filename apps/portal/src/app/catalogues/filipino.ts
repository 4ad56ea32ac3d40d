import type { Catalogue } from "@gatehouse/ui"
import { filipinoCatalogue as uiFilipino } from "@gatehouse/ui/messages/fil"

const files = import.meta.glob<Catalogue>("../../**/*.fil.json", { eager: true, import: "default" })

/** The portal in Filipino: the ui's components and the portal's own screens and dialogs. */
export const filipinoCatalogue: Catalogue = Object.assign({}, uiFilipino, ...Object.values(files))
