// Apart from the content pages' schemas (content.ts): the frame of every page reads the banners, and a
// module's schemas all load together, so the content pages' stay with those pages.
import { SiteBanner } from "@gatehouse/domain"
import { Schema } from "effect"

/** GET /getSiteBanners (the spec reads `data.data`). */
export const SiteBannersResponse = Schema.Struct({ data: Schema.Array(SiteBanner) })
export type SiteBannersResponse = typeof SiteBannersResponse.Type
