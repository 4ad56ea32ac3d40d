import { Layer } from "effect"
import { Ledger } from "../ledger/Ledger.ts"
import { PlayerAdmin } from "./PlayerAdmin.ts"
import { PlayerRecords } from "./PlayerRecords.ts"

/**
 * What the administrators' player pages need. Needs a SqlClient, the IpWhitelist, Sessions and the
 * AuditLog; brings its own Ledger, which holds no state.
 */
export const playerAdminServices = Layer.mergeAll(
  PlayerRecords.layer,
  PlayerAdmin.layer.pipe(Layer.provide(Ledger.layer)),
)
