// The staff console's components (ADR 0025): a second entry point, so an app that uses only the
// player-facing library (`@gatehouse/ui`) never bundles them.
export {
  type AuditFilters,
  AuditLog,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditLogProps,
  noAuditFilters,
} from "./AuditLog/AuditLog.tsx"
export {
  ConsoleLayout,
  type ConsoleLayoutProps,
  type ConsoleNavEntry,
} from "./ConsoleLayout/ConsoleLayout.tsx"
export {
  ConsoleOverview,
  type ConsoleOverviewEntry,
  type ConsoleOverviewProps,
} from "./ConsoleOverview/ConsoleOverview.tsx"
export {
  emptyNewsDraft,
  type NewsDraftField,
  type NewsDraftValues,
  NewsEditorForm,
  type NewsEditorFormProps,
  type NewsSaveFailure,
  newsDraftFields,
  type ThumbnailUpload,
} from "./NewsEditorForm/NewsEditorForm.tsx"
export {
  type NewsEditorEntry,
  NewsEditorList,
  type NewsEditorListPage,
  type NewsEditorListProps,
  type NewsEditorNotice,
} from "./NewsEditorList/NewsEditorList.tsx"
export { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor/RichTextEditor.tsx"
