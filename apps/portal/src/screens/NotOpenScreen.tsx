import { notOpenMessage } from "@gatehouse/domain"
import { NotOpenPage } from "@gatehouse/ui"
import type { ContentProps } from "./ContentProps.ts"

/** Spec §2's legacy Tournament link: tournaments are not open yet. */
export const TournamentScreen = ({ title }: ContentProps) => (
  <NotOpenPage title={title} message={notOpenMessage("tournament", 0)} />
)

/** Spec §2's legacy forum links (ForumCategory 100…700): the board the `category` names is not open yet. */
export const ForumScreen = ({ title, query }: ContentProps) => (
  <NotOpenPage title={title} message={notOpenMessage("forum", query.category)} />
)
