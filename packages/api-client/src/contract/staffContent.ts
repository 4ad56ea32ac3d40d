import { HttpApiEndpoint } from "effect/http-api"
import {
  BannerMovePayload,
  BannerPayload,
  DownloadPayload,
  PolicyPayload,
  RequirementsPayload,
  RowIdPayload,
  SavedResponse,
  SiteSettingsPayload,
  SocialLinkPayload,
  StaffBannersResponse,
  StaffDownloadsResponse,
  StaffPolicyPagesResponse,
  StaffSiteSettingsResponse,
} from "../schemas/staff/content.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { EditorAccess } from "./staffAccess.ts"

/**
 * The console's Site content page (any staff member): the banner rotator, the download mirrors and
 * the System Requirement table, the server information picture, the messenger link, the social
 * links and the policy pages. Every change is audited with the record before and after, and the
 * public reads it touches are refreshed on every instance.
 */
export class StaffContentGroup extends contractGroup("staffContent").add(
  HttpApiEndpoint.get("getContentBanners", "/staff/content/banners", {
    success: StaffBannersResponse,
  }).middleware(EditorAccess),
  /** Without an id, a new banner placed last; with one, that banner changed. */
  HttpApiEndpoint.post("saveBanner", "/staff/content/banners/save", {
    payload: BannerPayload,
    success: SavedResponse,
    error: [ValidationFailed, NotFound],
  }).middleware(EditorAccess),
  /** Swaps the banner with its neighbour above or below; at either end it stays where it is. */
  HttpApiEndpoint.post("moveBanner", "/staff/content/banners/move", {
    payload: BannerMovePayload,
    success: SavedResponse,
    error: [NotFound, Conflict],
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("deleteBanner", "/staff/content/banners/delete", {
    payload: RowIdPayload,
    success: SavedResponse,
    error: NotFound,
  }).middleware(EditorAccess),
  HttpApiEndpoint.get("getContentDownloads", "/staff/content/downloads", {
    success: StaffDownloadsResponse,
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("saveDownload", "/staff/content/downloads/save", {
    payload: DownloadPayload,
    success: SavedResponse,
    error: [ValidationFailed, NotFound],
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("deleteDownload", "/staff/content/downloads/delete", {
    payload: RowIdPayload,
    success: SavedResponse,
    error: NotFound,
  }).middleware(EditorAccess),
  /** The whole table at once; a component the table does not have is refused. */
  HttpApiEndpoint.post("saveRequirements", "/staff/content/requirements/save", {
    payload: RequirementsPayload,
    success: SavedResponse,
    error: ValidationFailed,
  }).middleware(EditorAccess),
  HttpApiEndpoint.get("getContentSettings", "/staff/content/settings", {
    success: StaffSiteSettingsResponse,
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("saveSiteSettings", "/staff/content/settings/save", {
    payload: SiteSettingsPayload,
    success: SavedResponse,
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("saveSocialLink", "/staff/content/socials/save", {
    payload: SocialLinkPayload,
    success: SavedResponse,
    error: NotFound,
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("deleteSocialLink", "/staff/content/socials/delete", {
    payload: RowIdPayload,
    success: SavedResponse,
    error: NotFound,
  }).middleware(EditorAccess),
  HttpApiEndpoint.get("getPolicyPages", "/staff/content/policies", {
    success: StaffPolicyPagesResponse,
  }).middleware(EditorAccess),
  /** Writes a policy page's whole text; empty text takes the page down again. */
  HttpApiEndpoint.post("savePolicyPage", "/staff/content/policies/save", {
    payload: PolicyPayload,
    success: SavedResponse,
    error: ValidationFailed,
  }).middleware(EditorAccess),
) {}
