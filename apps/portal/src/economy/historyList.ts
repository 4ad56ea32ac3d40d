import type { HistoryPage, LoadState } from "@gatehouse/ui"

/** A paged history answer as the history screens take it: its rows and its last page. */
export const historyList = <Answer extends { readonly last_page: number }, Row>(
  loaded: LoadState<Answer>,
  rowsOf: (answer: Answer) => ReadonlyArray<Row>,
): HistoryPage<Row> =>
  loaded.status === "loaded"
    ? { status: "loaded", rows: rowsOf(loaded.value), lastPage: loaded.value.last_page }
    : loaded
