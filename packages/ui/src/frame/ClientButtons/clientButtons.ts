import type { IconLink } from "../Footer/footerLinks.ts"

/** Gatehouse's buttons beside the banners: the client download and the instructions (`SiteConfig.clientButtons`). */
export const defaultClientButtons: ReadonlyArray<IconLink> = [
  { label: "Game Download", href: "/download", icon: "download" },
  { label: "Instructions", href: "/instructions", icon: "map" },
]
