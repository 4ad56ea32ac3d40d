import type { HistoryPage, LoadState } from "@gatehouse/ui"
import { mapLoaded } from "../data/mapLoaded.ts"

/** A paged history answer as the history screens take it: its rows and its last page. */
export const historyList = <Answer extends { readonly last_page: number }, Row>(
  loaded: LoadState<Answer>,
  rowsOf: (answer: Answer) => ReadonlyArray<Row>,
): LoadState<HistoryPage<Row>> =>
  mapLoaded(loaded, (answer) => ({ rows: rowsOf(answer), lastPage: answer.last_page }))
