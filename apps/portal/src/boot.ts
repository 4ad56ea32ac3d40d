// A page the server rendered is readable and styled before any JavaScript runs. Its scripts (the
// portal and the parts the page shows) start loading once the page has painted, so on a slow mobile
// connection they never compete with the stylesheets and pictures of what the player came to see.
// The server writes this module in place of the portal's entry (apps/server/src/pages/pageBody.ts),
// with the attributes the domain's `bootAttributes` names. This module imports nothing, so that it
// stays a file of its own and not a part of the portal's entry chunk; the end-to-end tests of server
// rendering fail if the two ever disagree.
const bootAttributes = { entry: "data-entry", parts: "data-part-scripts" }

const boot = document.querySelector<HTMLScriptElement>(`script[${bootAttributes.entry}]`)
const entry = boot?.getAttribute(bootAttributes.entry)
const partScripts = boot?.getAttribute(bootAttributes.parts)?.split(" ").filter(Boolean) ?? []

const firstContentfulPaint = "first-contentful-paint"

/**
 * Resolves once the browser has shown the page's first content (its paint timing says so), or at
 * once in a tab nobody looks at. A browser without paint timing waits two frames instead.
 */
const painted = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === "hidden") return resolve()
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      return
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName(firstContentfulPaint).length === 0) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: "paint", buffered: true })
  })

const startPortal = () => {
  for (const href of partScripts) {
    const link = document.createElement("link")
    link.rel = "modulepreload"
    link.crossOrigin = ""
    link.href = href
    document.head.append(link)
  }
  if (entry) import(/* @vite-ignore */ entry)
}

painted().then(startPortal)
