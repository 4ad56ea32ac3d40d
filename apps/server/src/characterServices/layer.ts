import { Layer } from "effect"
import { GameLinkSettings } from "../gamelink/settings.ts"
import { ServiceOfferEditor } from "./ServiceOfferEditor.ts"
import { ServiceOffers } from "./ServiceOffers.ts"

/**
 * The console's Character services page: what is offered and changing it. Needs a SqlClient and the
 * AuditLog; the player's page is the game link's (gamelink/CharacterServices.ts).
 */
export const serviceOfferServices = Layer.mergeAll(
  ServiceOffers.layer,
  ServiceOfferEditor.layer.pipe(Layer.provide(ServiceOffers.layer)),
).pipe(Layer.provide(GameLinkSettings.layer))
