/** The id of the inert JSON element in which a server-rendered page carries the API answers it was made with. */
export const serverAnswersId = "gatehouse-answers"

/**
 * The attribute of the portal's root in which a server-rendered page names the parts loaded on demand
 * that it shows (`src/screens/HomeScreen.tsx`, space-separated), for the browser to load them before it
 * takes the page over.
 */
export const renderedPartsAttribute = "data-parts"

/**
 * The attributes of a server-rendered page's boot script (which loads the portal once the page has
 * painted): the address of the portal's entry module, and those of the parts' scripts to fetch beside
 * it (space-separated).
 */
export const bootAttributes = { entry: "data-entry", parts: "data-part-scripts" } as const

/**
 * The event the portal sends on `window` once it has taken a server-rendered page over, for the boot
 * module to repeat the taps it held meanwhile.
 */
export const portalStartedEvent = "gatehouse:portal-started"
