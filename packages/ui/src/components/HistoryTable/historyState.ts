/** Spec §8: the text of a failed load, used for both the purchase and the redeem history. */
export const historyFailureText = "Failed to fetch purchase history"

/** A history screen's list (spec §4 History screens): loading, failed, or a page of rows. */
export type HistoryPage<Row> =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "loaded"; readonly rows: ReadonlyArray<Row>; readonly lastPage: number }
