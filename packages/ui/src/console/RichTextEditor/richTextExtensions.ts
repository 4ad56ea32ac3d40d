import Highlight from "@tiptap/extension-highlight"
import Image from "@tiptap/extension-image"
import Link from "@tiptap/extension-link"
import { TableKit } from "@tiptap/extension-table"
import StarterKit from "@tiptap/starter-kit"
import { htmlElementExtensions } from "./htmlElements.ts"

/**
 * Everything the editor can hold: what its toolbar writes, and every other element a stored body may
 * contain (`newsBodyElements`), so an article written elsewhere keeps its tables, sections and marks
 * through an edit and a save.
 */
export const richTextExtensions = [
  StarterKit.configure({ link: false }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: "https",
    protocols: ["http", "https", "mailto"],
    HTMLAttributes: { rel: "noopener noreferrer", target: null },
  }),
  Image.configure({ allowBase64: false }),
  // Column widths are the reader's browser's to choose: a stored body keeps no styles.
  TableKit.configure({ table: { resizable: false } }),
  Highlight,
  ...htmlElementExtensions,
]
