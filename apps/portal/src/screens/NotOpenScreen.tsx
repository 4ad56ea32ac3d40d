import { forumBoardOf } from "@gatehouse/domain"
import { NotOpenPage, useMessages } from "@gatehouse/ui"
import type { ContentProps } from "./ContentProps.ts"
import english from "./NotOpenScreen.en.json"

/** The forum boards' names (the domain's `forumBoards`, by category) as this catalogue says them. */
const boardNames = {
  100: "NotOpenScreen.freeTalk",
  300: "NotOpenScreen.tipsAndGuides",
  400: "NotOpenScreen.screenshots",
  500: "NotOpenScreen.trading",
  600: "NotOpenScreen.suggestions",
  700: "NotOpenScreen.bugReports",
} as const satisfies Readonly<Record<number, keyof typeof english>>

const boardKeyOf = (category: number) =>
  Object.hasOwn(boardNames, category) ? boardNames[category as keyof typeof boardNames] : undefined

/** Spec §2's legacy Tournament link: tournaments are not open yet. */
export const TournamentScreen = ({ title }: ContentProps) => {
  const t = useMessages(english)
  return <NotOpenPage title={title} message={t("NotOpenScreen.tournaments")} />
}

/**
 * Spec §2's legacy forum links (ForumCategory 100…700): the board the `category` names is not open yet
 * (the domain's `notOpenMessage`, in the chosen language).
 */
export const ForumScreen = ({ title, query }: ContentProps) => {
  const t = useMessages(english)
  const board = forumBoardOf(query.category)
  const key = boardKeyOf(query.category)
  const message =
    board === undefined
      ? t("NotOpenScreen.forum")
      : t("NotOpenScreen.board", { board: key === undefined ? board.name : t(key) })
  return <NotOpenPage title={title} message={message} />
}
