/** The id of the inert JSON element in which a server-rendered page carries the API answers it was made with. */
export const serverAnswersId = "gatehouse-answers"

/**
 * The attribute of the portal's root in which a server-rendered page names the parts loaded on demand
 * that it shows (`src/screens/HomeScreen.tsx`, space-separated), for the browser to load them before it
 * takes the page over.
 */
export const renderedPartsAttribute = "data-parts"
