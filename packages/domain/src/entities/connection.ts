// Apart from the player (account.ts), which every page's session holds: only the account page reads it.
import { Schema } from "effect"

/** Spec §3 Connection info: CC_status 0 means the IP is not whitelisted. */
export class ConnectionInfo extends Schema.Class<ConnectionInfo>("ConnectionInfo")({
  CC_IP: Schema.String,
  CC_status: Schema.Finite,
}) {}
