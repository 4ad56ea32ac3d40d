import { Layer } from "effect"
import { ServiceUses } from "../characterServices/ServiceUses.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { StaffStanding } from "../staff/StaffStanding.ts"
import { PlayerAdmin } from "./PlayerAdmin.ts"
import { PlayerRecords } from "./PlayerRecords.ts"

/**
 * What the administrators' player pages need. Needs a SqlClient, the AccountSettings, the
 * IpWhitelist, Sessions and the AuditLog; brings its own Ledger, StaffStanding and ServiceUses, which hold no state.
 */
export const playerAdminServices = Layer.mergeAll(
  PlayerRecords.layer,
  PlayerAdmin.layer.pipe(Layer.provide(Ledger.layer)),
).pipe(Layer.provide([StaffStanding.layer, ServiceUses.layer]))
