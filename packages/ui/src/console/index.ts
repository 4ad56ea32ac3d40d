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
  type DeskAction,
  type DeskTicket,
  TicketDesk,
  type TicketDeskProps,
} from "./TicketDesk/TicketDesk.tsx"
export {
  noTicketFilters,
  type QueueTicket,
  TicketQueue,
  type TicketQueueFilters,
  type TicketQueuePage,
  type TicketQueueProps,
} from "./TicketQueue/TicketQueue.tsx"
