import { documentTitle, domainFilipino, type Language, type RouteEntry } from "@gatehouse/domain"

/** The domain's words in each language but English, from the same catalogues the portal speaks from. */
const domainWords: Readonly<Record<Exclude<Language, "en">, Readonly<Record<string, string>>>> = {
  fil: domainFilipino,
}

/**
 * The page's title as the portal writes it in the page's language ('{crumb} | {app name}', the
 * root the site name alone): the section's name from the `routeCrumbs` catalogue, English where a
 * language lacks it. The portal's own title in the browser says the same words.
 */
export const pageTitleOf = (route: RouteEntry, siteName: string, language: Language): string => {
  const crumb =
    route.crumb === null || language === "en"
      ? route.crumb
      : (domainWords[language][`routeCrumbs.${route.section}`] ?? route.crumb)
  return documentTitle(crumb, siteName)
}
