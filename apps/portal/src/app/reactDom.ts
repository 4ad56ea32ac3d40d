// React's DOM as a module of the portal's own, so the build names its chunk after this file and a
// rendered page can ask for it with the rest of the takeover (takeoverSteps.ts).
export { createRoot, hydrateRoot } from "react-dom/client"
