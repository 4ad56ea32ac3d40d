// Apart from the other content entities (content.ts): the frame of every page shows the banners.
import { Schema } from "effect"

/** Spec §3 Site banner: img_url may be missing, then a sample image is shown. */
export class SiteBanner extends Schema.Class<SiteBanner>("SiteBanner")({
  id: Schema.Finite,
  img_url: Schema.NullOr(Schema.String),
  /** What the banner announces, in words: its picture's alternative text. Not in spec §3. */
  title: Schema.optionalKey(Schema.String),
  /** Where the banner leads (an event, the shop, a news article), when it leads anywhere. Not in spec §3. */
  link_url: Schema.optionalKey(Schema.NullOr(Schema.String)),
}) {}
