import { asksForNewsArchive, isNewsBoardCategory } from "@gatehouse/domain"
import { lazyModule } from "../app/lazyModule.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"

// Each view is a part of its own, so the boards do not download the article's sanitiser, nor an
// article the boards' tables.
const NewsDetailScreen = lazyModule<{ readonly topic: number }>(
  "../content/NewsDetailScreen.tsx",
  "NewsDetailScreen",
)
const NewsArchiveScreen = lazyModule<{ readonly category: number; readonly page: number }>(
  "../content/NewsArchiveScreen.tsx",
  "NewsArchiveScreen",
)
const NewsListScreen = lazyModule<Record<string, never>>("../content/NewsListScreen.tsx", "NewsListScreen")
const NotFoundScreen = lazyModule<Record<string, never>>("../screens/NotFoundScreen.tsx")

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
