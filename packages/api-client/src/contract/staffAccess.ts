import type { StaffRole } from "@gatehouse/domain"
import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { Forbidden, Unauthorized } from "./errors.ts"

/** The staff member making a staff call, with the level the server found for them. */
export class CurrentStaff extends Context.Service<
  CurrentStaff,
  { readonly UserNum: number; readonly UserID: string; readonly UserType: number; readonly role: StaffRole }
>()("gatehouse/api/CurrentStaff") {}

/**
 * A staff call any staff member may make (content editors and administrators, ADR 0025): a guest's
 * call is a 401, a player's a 403.
 */
export class EditorAccess extends HttpApiMiddleware.Service<EditorAccess, { provides: CurrentStaff }>()(
  "gatehouse/api/EditorAccess",
  {
    requiredForClient: true,
    security: { bearer: HttpApiSecurity.bearer },
    error: [Unauthorized, Forbidden],
  },
) {}

/** A staff call only administrators may make: a guest's call is a 401, a player's or an editor's a 403. */
export class AdministratorAccess extends HttpApiMiddleware.Service<
  AdministratorAccess,
  { provides: CurrentStaff }
>()("gatehouse/api/AdministratorAccess", {
  requiredForClient: true,
  security: { bearer: HttpApiSecurity.bearer },
  error: [Unauthorized, Forbidden],
}) {}
