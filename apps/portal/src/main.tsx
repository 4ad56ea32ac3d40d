import { renderedPartsAttribute } from "@gatehouse/domain"
import { themeClass } from "@gatehouse/ui"
import { StrictMode, startTransition } from "react"
import { navigate } from "wouter/use-browser-location"
import { loadParts } from "./app/lazyModule.tsx"
import { nextTask } from "./app/nextTask.ts"
import { serverAnswers } from "./render/serverAnswers.ts"

// On the document element, so the theme also reaches dialogs that render outside the app's root.
document.documentElement.classList.add(themeClass)

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

const seeded = serverAnswers(document)

/**
 * Takes the page over in steps, each its own task: React's DOM, then the portal's services (the API
 * contract's schemas are built as their module runs), then the frame and the parts the page shows.
 * Run as one, these modules kept a slow phone's main thread busy for a few hundred milliseconds in
 * one piece; between the steps the browser answers a tap or a scroll, and paints.
 */
const takeOver = async (parts: ReadonlyArray<string>) => {
  const { createRoot, hydrateRoot } = await import("./app/reactDom.ts")
  await nextTask()
  const { makePortalServices } = await import("./app/makePortalServices.ts")
  const services = makePortalServices({
    storage: window.localStorage,
    events: window,
    navigate: (path) => navigate(path),
    appNameSetting: import.meta.env.VITE_APP_NAME,
    ...(seeded ? { seeded } : {}),
  })
  await nextTask()
  const [{ App }] = await Promise.all([import("./app/App.tsx"), loadParts(parts)])
  await nextTask()
  const app = (
    <StrictMode>
      <App services={services} />
    </StrictMode>
  )
  // A public page comes rendered by the server with its data: the portal takes it over where it is,
  // once the parts it shows are loaded (the page stays readable meanwhile). As a transition,
  // hydration yields to the browser every few milliseconds instead of holding a slow phone's main
  // thread for the whole page. A player's own pages come as the empty shell and are rendered here.
  if (seeded) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
}

takeOver(seeded ? (root.getAttribute(renderedPartsAttribute)?.split(" ").filter(Boolean) ?? []) : [])
