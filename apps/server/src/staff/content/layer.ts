import { Layer } from "effect"
import { Changes } from "../../cache/Changes.ts"
import { SiteLinkReads } from "../../content/SiteLinkReads.ts"
import { AuditLog } from "../AuditLog.ts"
import { BannerEditor } from "./BannerEditor.ts"
import { DownloadEditor } from "./DownloadEditor.ts"
import { PolicyEditor } from "./PolicyEditor.ts"
import { SiteSettingsEditor } from "./SiteSettingsEditor.ts"

/** The services of the console's Site content page and the public reads of what it sets. */
export const siteContentServices = Layer.mergeAll(
  BannerEditor.layer,
  DownloadEditor.layer,
  SiteSettingsEditor.layer,
  PolicyEditor.layer,
  SiteLinkReads.layer,
).pipe(Layer.provide([AuditLog.layer, Changes.layer]))
