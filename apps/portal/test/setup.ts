import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"

// Screens are lazy chunks that Vite transforms on first import; on a busy two-core CI machine that can
// take longer than Testing Library's one-second default, which would fail tests that are not slow for a
// player (the built portal ships those chunks ready). Waits still end as soon as the element appears.
configure({ asyncUtilTimeout: 15_000 })

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests. The
// page's address, title, storage and cookies go back to a new visitor's too: the test files of a
// worker share one page (docs/testing.md, "Test files share their worker"), as a browser tab would.
afterEach(() => {
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie is how a page forgets one
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  window.history.replaceState(null, "", "/")
  document.title = ""
})
