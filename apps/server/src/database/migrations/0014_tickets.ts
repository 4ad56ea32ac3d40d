import { statements } from "./statements.ts"

/**
 * Support tickets as players and staff work them: a ticket may name one of the player's own
 * purchases or redeemed top-ups, a staff answer stays unread until the player opens the ticket (the
 * welcome box's Mailbox counts them), and the staff queue and the player's list read by status and
 * latest activity.
 */
export default statements(
  `ALTER TABLE tickets
    ADD COLUMN purchase_id bigint REFERENCES purchases ON DELETE SET NULL,
    ADD COLUMN coupon_code varchar(32) REFERENCES coupons ON DELETE SET NULL,
    ADD CONSTRAINT tickets_one_link CHECK (purchase_id IS NULL OR coupon_code IS NULL)`,
  `ALTER TABLE ticket_messages ADD COLUMN read_by_player_at timestamptz`,
  `CREATE INDEX tickets_player ON tickets (user_num, updated_at DESC)`,
  `CREATE INDEX tickets_queue ON tickets (status, updated_at)`,
  // The Mailbox count reads only staff answers still unread.
  `CREATE INDEX ticket_messages_unread ON ticket_messages (ticket_id)
    WHERE from_staff AND read_by_player_at IS NULL`,
)
