import { renderedPartsAttribute } from "@gatehouse/domain"
import { themeClass } from "@gatehouse/ui"
// The default theme's display face is an opt-in stylesheet of the ui; the portal shows it.
import "@gatehouse/ui/display-face.css"
import { StrictMode, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { navigate } from "wouter/use-browser-location"
import { App } from "./app/App.tsx"
import { loadParts } from "./app/lazyModule.tsx"
import { makePortalServices } from "./app/makePortalServices.ts"
import { serverAnswers } from "./render/serverAnswers.ts"
import { serverTimeZone } from "./render/serverTimeZone.ts"

// On the document element, so the theme also reaches dialogs that render outside the app's root.
document.documentElement.classList.add(themeClass)

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

const seeded = serverAnswers(document)
const services = makePortalServices({
  storage: window.localStorage,
  events: window,
  navigate: (path) => navigate(path),
  appNameSetting: import.meta.env.VITE_APP_NAME,
  ...(seeded ? { seeded } : {}),
})

const app = (
  <StrictMode>
    <App services={services} timeZone={serverTimeZone(document)} />
  </StrictMode>
)

// A public page comes rendered by the server with its data: the portal takes it over where it is,
// once the parts it shows are loaded (the page stays readable meanwhile). A player's own pages come
// as the empty shell and are rendered here.
if (seeded) {
  const parts = root.getAttribute(renderedPartsAttribute)?.split(" ").filter(Boolean) ?? []
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a
  // slow phone's main thread for the whole page: a tap or scroll meanwhile is answered at once.
  loadParts(parts).then(() => startTransition(() => void hydrateRoot(root, app)))
} else createRoot(root).render(app)
