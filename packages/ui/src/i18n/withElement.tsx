import type { ReactNode } from "react"

/** What a message's placeholder is given where an element (a link, a bold code) goes in its place. */
export const elementSlot = "\u0000"

/**
 * A message with one element inside it, wherever the language puts it: `t("…", { link: elementSlot })`
 * gives the words either side of the slot, and the element goes between.
 */
export const withElement = (text: string, element: ReactNode): ReactNode => {
  const [before = "", after = ""] = text.split(elementSlot)
  return (
    <>
      {before}
      {element}
      {after}
    </>
  )
}
