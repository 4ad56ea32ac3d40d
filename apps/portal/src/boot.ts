// A page the server rendered is readable and styled before any JavaScript runs. Its scripts (the
// portal and the parts the page shows) start loading once the page has painted, so on a slow mobile
// connection they never compete with the stylesheets and pictures of what the player came to see.
// A tap on one of the page's controls, a choice in one of its lists or text typed in one of its
// fields (a guest's login or sign-up form) meanwhile is held, not lost:
// the portal loads at once, and they are repeated as soon as the portal has taken the page over (a
// link needs no JavaScript and is left alone).
// The server writes this module in place of the portal's entry (apps/server/src/pages/pageBody.ts),
// with the attributes the domain's `bootAttributes` names, and the portal announces that it has taken
// the page over with the domain's `portalStartedEvent`. This module imports nothing, so that it stays
// a file of its own and not a part of the portal's entry chunk; the end-to-end tests of server
// rendering fail if they ever disagree.
const bootAttributes = { entry: "data-entry", parts: "data-part-scripts" }
const portalStartedEvent = "gatehouse:portal-started"

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

let started = false

const startPortal = () => {
  if (started) return
  started = true
  for (const href of partScripts) {
    const link = document.createElement("link")
    link.rel = "modulepreload"
    link.crossOrigin = ""
    link.href = href
    document.head.append(link)
  }
  if (entry) import(/* @vite-ignore */ entry)
}

/** What the portal answers a tap on; a link (and what is inside one) works without it. */
const control =
  'button, summary, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"], ' +
  '[role="radio"], [role="checkbox"], [role="switch"], [role="option"], [role="menuitem"]'

type Field = HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement

/** What the visitor did before the portal ran, in order: a tap on a control, or a field's new value. */
const held: Array<{ readonly tapped: HTMLElement } | { readonly field: Field; value: string }> = []

/**
 * Holds a tap on a control until the portal runs: the browser's own answer is cancelled (a radio
 * would show a choice the page does not know of), and the tap is kept to repeat.
 */
const holdTap = (event: MouseEvent) => {
  if (!(event.target instanceof Element)) return
  const tapped = event.target.closest<HTMLElement>(control)
  if (tapped === null || tapped.closest("a[href]") !== null) return
  event.preventDefault()
  held.push({ tapped })
  startPortal()
}

/** Keeps what was picked in a list or typed in a field until the portal runs (its latest value). */
const holdChoice = (event: Event) => {
  const field = event.target
  const isField =
    field instanceof HTMLSelectElement ||
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement
  if (!isField || field.type === "checkbox" || field.type === "radio") return
  const earlier = held.find((action) => "field" in action && action.field === field)
  if (earlier && "field" in earlier) earlier.value = field.value
  else held.push({ field, value: field.value })
  startPortal()
}

/**
 * Writes a held value again in a way React hears: through the element type's value setter, past the
 * one React puts on the element to note the values it has seen, then the event its handlers listen to.
 * A text field taken over after it was typed into has had its typed text noted already, so React
 * would hear no change: first a different value is written through React's own setter.
 */
const repeatChoice = (field: Field, value: string) => {
  if (!(field instanceof HTMLSelectElement)) field.value = value === "" ? " " : ""
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }))
}

/**
 * Text fields that hold something other than what the page came with, typed (or filled in by the
 * browser) before the portal ran, even before this module did; a tap held meanwhile reads them.
 */
const typedFields = (): Array<HTMLInputElement | HTMLTextAreaElement> =>
  [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].filter(
    (field) => field.type !== "checkbox" && field.type !== "radio" && field.value !== field.defaultValue,
  )

document.addEventListener("click", holdTap, { capture: true })
document.addEventListener("change", holdChoice, { capture: true })
document.addEventListener("input", holdChoice, { capture: true })
window.addEventListener(
  portalStartedEvent,
  async () => {
    document.removeEventListener("click", holdTap, { capture: true })
    document.removeEventListener("change", holdChoice, { capture: true })
    document.removeEventListener("input", holdChoice, { capture: true })
    for (const field of typedFields()) repeatChoice(field, field.value)
    for (const action of held.splice(0)) {
      // React draws what a value changed after the event that changed it, so a press waits for that
      // drawing: a form's button then reads what was typed.
      await new Promise((resolve) => setTimeout(resolve, 0))
      // A repeated click reads as a keyboard's or a screen reader's press.
      if ("tapped" in action) {
        if (action.tapped.isConnected) action.tapped.click()
      } else if (action.field.isConnected) repeatChoice(action.field, action.value)
    }
  },
  { once: true },
)

painted().then(startPortal)
