import type { FrameQuery } from "@gatehouse/domain"

/** What every content screen receives from the frame layer (spec §2). */
export interface ContentProps {
  /** The section's name as the title and side navigation show it. */
  readonly title: string
  /** topic, category and page as read once from the address (a /topic/{id} path gives the topic). */
  readonly query: FrameQuery
  /** The logged-in player's UserNum, or null for a guest. */
  readonly userNum: number | null
}
