import { asksForNewsArchive, isNewsBoardCategory } from "@gatehouse/domain"
import type { ContentProps } from "../screens/ContentProps.ts"
import NotFoundScreen from "../screens/NotFoundScreen.tsx"
import { NewsArchiveScreen } from "./NewsArchiveScreen.tsx"
import { NewsDetailScreen } from "./NewsDetailScreen.tsx"
import { NewsListScreen } from "./NewsListScreen.tsx"

/**
 * Spec §2: the news section opens a topic's detail when the address names one, a board's archive
 * when it names a category or a later page, else the three boards. A category that names no board
 * is a page that does not exist: the error page, as the server's 404 for that address says.
 */
const NewsScreen = ({ query }: ContentProps) =>
  query.topic > 0 ? (
    <NewsDetailScreen topic={query.topic} />
  ) : !isNewsBoardCategory(query.category) ? (
    <NotFoundScreen />
  ) : asksForNewsArchive(query) ? (
    <NewsArchiveScreen category={query.category} page={query.page} />
  ) : (
    <NewsListScreen />
  )

export default NewsScreen
