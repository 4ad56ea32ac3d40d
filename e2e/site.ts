// What a new visitor can know about the site before clicking anything: its name, its route table
// (shared with the portal through the domain package) and what the demo data put on the home page.

import { defaultAppName, documentTitle, type RouteEntry, routes } from "@gatehouse/domain"
import type { APIRequestContext } from "@playwright/test"

/** The demo server sets no site-name setting, so the portal shows the default name. */
export const appName = defaultAppName

export const titleOf = (route: RouteEntry): string => documentTitle(route.crumb, appName)

export const routeAt = (path: string): RouteEntry => {
  const route = routes.find((candidate) => candidate.path === path)
  if (!route) throw new Error(`No route ${path} in the route table`)
  return route
}

/** Spec §8: the texts of the error page an unknown path shows. */
export const notFoundTexts = [
  "Unable to process your request!",
  "We are very sorry for the inconvenience! An error has occurred due to a temporary system issue. If this problem continues, please report it to our support section for a faster response.",
] as const

interface BannersBody {
  readonly data: ReadonlyArray<{ readonly id: number; readonly img_url: string | null }>
}

/** The banners the demo seed loaded, as the rotator receives them. */
export const seededBanners = async (request: APIRequestContext) => {
  const response = await request.get("/api/getSiteBanners")
  if (!response.ok()) throw new Error(`GET /api/getSiteBanners answered ${response.status()}`)
  return ((await response.json()) as BannersBody).data
}

/** The demo player the seed creates (docs/demo.md publishes these credentials). */
export const demoPlayer = { userId: "demohero", password: "Hero#2024" } as const

/**
 * `items` in groups of `size`. A visitor's walk through many pages runs as a few journeys of several
 * pages each, not one journey per page: one browser session then loads the portal's scripts and
 * styles once for all of its pages, as a visitor's browser does, instead of once per page.
 */
export const inGroupsOf = <A>(items: ReadonlyArray<A>, size: number): ReadonlyArray<ReadonlyArray<A>> =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  )

/** How many pages one journey through many pages opens. */
export const pagesPerJourney = 8
