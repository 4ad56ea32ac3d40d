/** Spec §8: the text of a failed load, used for both the purchase and the redeem history. */
export const historyFailureText = "Failed to fetch purchase history"

/** A page of a history (spec §4 History screens): its rows and the number of pages. */
export interface HistoryPage<Row> {
  readonly rows: ReadonlyArray<Row>
  readonly lastPage: number
}
