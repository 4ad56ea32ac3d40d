// What `use-sync-external-store/shim` gives the libraries that import it (wouter, react-aria): React
// has had the hook itself since 18, so the shim's own copy, written for older Reacts, never runs
// here and only costs bytes (0.4 kB gzipped on every page). The portal's build points the shim here.
export { useSyncExternalStore } from "react"
