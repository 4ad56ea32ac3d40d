import { statements } from "./statements.ts"

/** An IPv4 address as a dual-stack socket reported it (`::ffff:203.0.113.7`). */
const mapped = `'^::ffff:[0-9]{1,3}(\\.[0-9]{1,3}){3}$'`
const plain = (column: string) => `substring(${column} from 8)`

/**
 * Addresses are stored as people write them (http/clientAddress.ts), so the addresses stored before
 * are rewritten the same way: one device, one address, in logins, sessions and whitelist requests.
 * A pending whitelist request that already exists in the plain form keeps that one.
 */
export default statements(
  `UPDATE users SET last_login_ip = ${plain("last_login_ip")} WHERE last_login_ip ~* ${mapped}`,
  `UPDATE sessions SET ip_address = ${plain("ip_address")} WHERE ip_address ~* ${mapped}`,
  `DELETE FROM ip_whitelist_requests AS old
    WHERE old.status = 'pending' AND old.ip_address ~* ${mapped}
      AND EXISTS (SELECT 1 FROM ip_whitelist_requests AS kept
        WHERE kept.user_num = old.user_num AND kept.status = 'pending'
          AND kept.ip_address = ${plain("old.ip_address")})`,
  `UPDATE ip_whitelist_requests SET ip_address = ${plain("ip_address")} WHERE ip_address ~* ${mapped}`,
)
