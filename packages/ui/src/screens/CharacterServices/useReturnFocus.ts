import { useEffect, useRef } from "react"

/**
 * Where focus goes when a dialog closes. react-aria gives it back to the button that opened the
 * dialog; but a used service often takes its button away (it is on cooldown now), and focus would
 * fall to the top of the page. Then it lands on the heading of what the dialog was about instead.
 * `remember` is called as the dialog opens, with the id of that heading.
 */
export const useReturnFocus = (isOpen: boolean) => {
  const opened = useRef<{ readonly opener: Element | null; readonly fallbackId: string } | null>(null)
  useEffect(() => {
    if (isOpen || opened.current === null) return
    const { opener, fallbackId } = opened.current
    opened.current = null
    if (opener?.isConnected) return
    document.getElementById(fallbackId)?.focus()
  }, [isOpen])
  return (fallbackId: string) => {
    opened.current = { opener: document.activeElement, fallbackId }
  }
}
