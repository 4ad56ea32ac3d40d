import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"

// Screens are lazy chunks that Vite transforms on first import; on a busy two-core CI machine that can
// take longer than Testing Library's one-second default, which would fail tests that are not slow for a
// player (the built portal ships those chunks ready). Waits still end as soon as the element appears.
configure({ asyncUtilTimeout: 15_000 })

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests.
afterEach(() => {
  cleanup()
  window.localStorage.clear()
})
