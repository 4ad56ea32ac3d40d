import { statements } from "./statements.ts"

/**
 * Tickets from someone who cannot log in (docs/support.md): no account is named, and staff answers
 * go to the ticket's e-mail address. Marked apart from a player's ticket whose account was deleted,
 * which has no account either but is answered in no mailbox at all.
 */
export default statements(`ALTER TABLE tickets ADD COLUMN from_guest boolean NOT NULL DEFAULT false`)
