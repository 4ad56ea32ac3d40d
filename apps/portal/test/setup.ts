import { cleanup } from "@testing-library/react"
import { afterEach } from "vitest"

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests.
afterEach(() => {
  cleanup()
  window.localStorage.clear()
})
