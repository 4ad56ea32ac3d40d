import type { HistoryPage } from "@gatehouse/ui"
import type { Loaded } from "./useLoaded.ts"

/** A paged history answer as the history screens take it: its rows and its last page. */
export const historyList = <Answer extends { readonly last_page: number }, Row>(
  loaded: Loaded<Answer>,
  rowsOf: (answer: Answer) => ReadonlyArray<Row>,
): HistoryPage<Row> =>
  loaded.status === "loaded"
    ? { status: "loaded", rows: rowsOf(loaded.value), lastPage: loaded.value.last_page }
    : loaded
