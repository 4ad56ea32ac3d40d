import type { SceneMotif } from "@gatehouse/art"

/** The rotator's slides, in order; the title is the slide's alternative text. */
export const demoBanners: ReadonlyArray<{
  readonly motif: SceneMotif
  readonly title: string
  readonly link: string
}> = [
  { motif: "arena", title: "Moonlit Tournament: sign-ups open", link: "/news?topic=4" },
  { motif: "peaks", title: "Double experience weekend", link: "/news?topic=5" },
  { motif: "phoenix", title: "Phoenix festival in the capital", link: "/news?topic=6" },
  { motif: "market", title: "New costumes in the item shop", link: "/itemshop" },
  { motif: "gate", title: "Welcome to the Gatehouse", link: "/news?topic=1" },
]
