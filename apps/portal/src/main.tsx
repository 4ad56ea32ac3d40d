import { renderedPartsAttribute } from "@gatehouse/domain"
import { type Catalogue, themeClass } from "@gatehouse/ui"
// The default theme's display face is an opt-in stylesheet of the ui; the portal shows it.
import "@gatehouse/ui/display-face.css"
import { StrictMode, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { navigate } from "wouter/use-browser-location"
import { App } from "./app/App.tsx"
import { catalogueOf } from "./app/catalogues/catalogueOf.ts"
import { adoptNamedLanguage, chosenLanguage, rememberLanguage } from "./app/language.ts"
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

const language = chosenLanguage(document, navigator.languages)
document.documentElement.lang = language
adoptNamedLanguage(document)

const app = (catalogue: Catalogue) => (
  <StrictMode>
    <App
      services={services}
      timeZone={serverTimeZone(document)}
      spoken={{ language, catalogue }}
      onLanguageChosen={(chosen) => rememberLanguage(document, chosen)}
    />
  </StrictMode>
)

// The page's words come first: a language other than English loads its catalogue (a chunk of its
// own) beside the page's parts, before the portal takes the page over in it.
const catalogue = catalogueOf(language)

// A public page comes rendered by the server with its data: the portal takes it over where it is,
// once the parts it shows are loaded (the page stays readable meanwhile). A player's own pages come
// as the empty shell and are rendered here.
if (seeded) {
  const parts = root.getAttribute(renderedPartsAttribute)?.split(" ").filter(Boolean) ?? []
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a
  // slow phone's main thread for the whole page: a tap or scroll meanwhile is answered at once.
  Promise.all([catalogue, loadParts(parts)]).then(([spoken]) =>
    startTransition(() => void hydrateRoot(root, app(spoken))),
  )
} else catalogue.then((spoken) => createRoot(root).render(app(spoken)))
