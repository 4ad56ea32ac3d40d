import { useState } from "react"
import type { ConsolePageProps } from "./consolePageScreens.ts"
import { NewsFormView } from "./news/NewsFormView.tsx"
import { NewsListView } from "./news/NewsListView.tsx"

/** Which view the address asks for: `?edit=new`, `?edit=12`, or the list. */
const editingOf = (search: string): "new" | number | null => {
  const edit = new URLSearchParams(search).get("edit")
  if (edit === "new") return "new"
  return edit !== null && /^\d{1,9}$/.test(edit) ? Number(edit) : null
}

/**
 * News, events and guides (`/staff/news`): the list, or one item's editor named by the address, so
 * an item being edited can be reloaded or shared with another staff member. Its chunk carries the
 * rich-text editor, which no player page loads.
 */
const NewsEditorPage = ({ page, search }: ConsolePageProps) => {
  const editing = editingOf(search)
  // Kept here, above the editor, so "Saved" survives the move from "new" to the saved item's editor;
  // it belongs to the item saved and shows only in that item's editor.
  const [saved, setSaved] = useState<{ readonly id: number; readonly text: string } | null>(null)
  if (editing === null) {
    // Back on the list, the last save has been told; it must not greet the next visit to that item.
    if (saved !== null) setSaved(null)
    return <NewsListView page={page} />
  }
  return (
    <NewsFormView
      key={String(editing)}
      id={editing === "new" ? null : editing}
      savedMessage={saved !== null && saved.id === editing ? saved.text : null}
      onSaved={setSaved}
    />
  )
}

export default NewsEditorPage
