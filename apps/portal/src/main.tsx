import { themeClass } from "@gatehouse/ui"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { navigate } from "wouter/use-browser-location"
import { App } from "./app/App.tsx"
import { makePortalServices } from "./app/makePortalServices.ts"

// On the document element, so the theme also reaches dialogs that render outside the app's root.
document.documentElement.classList.add(themeClass)

const services = makePortalServices({
  storage: window.localStorage,
  events: window,
  navigate: (path) => navigate(path),
  appNameSetting: import.meta.env.VITE_APP_NAME,
})

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
)
