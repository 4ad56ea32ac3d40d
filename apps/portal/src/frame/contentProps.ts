import { type FrameQuery, isLoggedIn, type RouteMatch, type Session } from "@gatehouse/domain"
import type { ContentProps } from "../screens/ContentProps.ts"

/**
 * What the frame layer hands the content zone (spec §2): the section's name, the query read once from
 * the address (a /topic/{id} path names the topic), and the player's number.
 */
export const contentProps = (
  match: RouteMatch,
  query: FrameQuery,
  session: Session,
  appName: string,
): ContentProps => ({
  title: match.route.crumb ?? appName,
  query: match.id === null ? query : { ...query, topic: match.id },
  userNum: isLoggedIn(session) ? session.user.UserNum : null,
})
