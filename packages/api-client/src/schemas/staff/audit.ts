import { PlainText } from "@gatehouse/domain"
import { Schema } from "effect"
import { PageNumberFromString } from "../fields.ts"

/**
 * One staff action as the audit log keeps it: who, what, on what, when, and the record before and
 * after (null where there was none, e.g. before a creation). Rows are never changed or deleted.
 */
export const AuditEntry = Schema.Struct({
  id: Schema.Finite,
  at: Schema.String,
  staffUserNum: Schema.Finite,
  staffUserId: Schema.String,
  /** What was done, as `area.verb`: `news.publish`, `codes.generate`, `player.adjust`. */
  action: Schema.String,
  /** What it was done to, as the area names it: a news id, a batch, a user ID. */
  target: Schema.String,
  before: Schema.NullOr(Schema.Unknown),
  after: Schema.NullOr(Schema.Unknown),
})
export type AuditEntry = typeof AuditEntry.Type

const filterText = PlainText.check(Schema.isMaxLength(60))

/** Filters of the audit log; each narrows the list, all empty lists everything, newest first. */
export const AuditQuery = {
  staff: Schema.optionalKey(filterText),
  action: Schema.optionalKey(filterText),
  target: Schema.optionalKey(filterText),
  page: Schema.optionalKey(PageNumberFromString),
} as const

export const AuditResponse = Schema.Struct({
  data: Schema.Array(AuditEntry),
  page: Schema.Finite,
  pageCount: Schema.Finite,
})
export type AuditResponse = typeof AuditResponse.Type
