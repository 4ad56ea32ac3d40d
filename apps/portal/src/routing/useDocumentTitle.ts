import { useEffect } from "react"

/** Puts the page's title on the browser tab while the page is shown. */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title
  }, [title])
}
