import { clientFilipino } from "@gatehouse/api-client"
import type { Catalogue } from "@gatehouse/ui"
import { filipinoCatalogue as uiFilipino } from "@gatehouse/ui/messages/fil"

const files = import.meta.glob<Catalogue>("../../**/*.fil.json", { eager: true, import: "default" })

/**
 * The portal in Filipino: the ui's components (with the domain's sentences they show), the portal's
 * own screens and dialogs, and the sentences the api-client writes about a failed call.
 */
export const filipinoCatalogue: Catalogue = Object.assign(
  {},
  uiFilipino,
  clientFilipino,
  ...Object.values(files),
)
