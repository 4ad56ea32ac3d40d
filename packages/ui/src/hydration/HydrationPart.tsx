import { type ReactNode, Suspense } from "react"

/**
 * A part of a page the browser takes over on its own. A page the server rendered is hydrated a part
 * at a time, each in tasks of its own (React hydrates a Suspense boundary apart from the rest, after
 * what holds it), so a slow phone's main thread is never held for a whole frame or a whole list in
 * one go. Nothing in a part suspends: a page rendered in the browser draws it at once.
 */
export const HydrationPart = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
)
