/**
 * The demo Socials page. The demo owns no community accounts, so each link opens one of the
 * portal's own pages, and none borrows a real network's name (and so its icon); an operator
 * replaces or adds the server's real pages (docs/demo.md).
 */
export const demoSocialLinks: ReadonlyArray<{
  readonly network: string
  readonly name: string
  readonly description: string
  readonly url: string
}> = [
  {
    network: "forum",
    name: "Latest news",
    description: "Announcements, events and guides from the game masters.",
    url: "/news",
  },
  {
    network: "movies",
    name: "Movies",
    description: "The opening movie, teasers and trailers.",
    url: "/movies",
  },
  {
    network: "gallery",
    name: "Gallery",
    description: "Screenshots and artwork from around the world.",
    url: "/gallery",
  },
  {
    network: "support",
    name: "Support",
    description: "Ask the team for help with a ticket.",
    url: "/ticket",
  },
]
