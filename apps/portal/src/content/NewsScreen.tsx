import type { ContentProps } from "../screens/ContentProps.ts"
import { NewsDetailScreen } from "./NewsDetailScreen.tsx"
import { NewsListScreen } from "./NewsListScreen.tsx"

/** Spec §2: the news section opens a topic's detail when the address names one, else the list. */
const NewsScreen = ({ query }: ContentProps) =>
  query.topic > 0 ? <NewsDetailScreen topic={query.topic} /> : <NewsListScreen />

export default NewsScreen
