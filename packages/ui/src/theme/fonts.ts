// The display face ships inside the package (latin subset, the two weights headings use), so no page
// ever asks a third-party font host for it. The bold weight's Basic Latin cut comes after the full
// file, so browsers take the cut for those characters (fonts/cinzel-basic-700.css).
import "@fontsource/cinzel/latin-600.css"
import "@fontsource/cinzel/latin-700.css"
import "./fonts/cinzel-basic-700.css"
