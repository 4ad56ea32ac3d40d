import { englishOf } from "@gatehouse/ui"
import english from "./DialogHost.en.json"

const title = englishOf(english)

/**
 * Spec §8's titles of the portal's own alerts, in English as they are raised: read from the dialog
 * host's catalogue, which says them again in the chosen language. The action errors' 'ERROR!' is the
 * api-client's (`actionErrorTitle`), said from its own catalogue.
 */
export const alertTitles = {
  /** An alert the spec gives no title (the product used the browser's untitled alert). */
  notice: title("DialogHost.notice"),
  success: title("DialogHost.success"),
  /** The IP whitelist's. */
  successLoud: title("DialogHost.successLoud"),
} as const
