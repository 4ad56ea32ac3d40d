// The display face ships inside the package (latin subset, the two weights headings use), so no page
// ever asks a third-party font host for it.
import "@fontsource/cinzel/latin-600.css"
import "@fontsource/cinzel/latin-700.css"
