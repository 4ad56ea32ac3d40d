import { HttpApiEndpoint } from "effect/http-api"
import { MessageResponse } from "../schemas/common.ts"
import {
  NewsDraftPayload,
  NewsPublishPayload,
  StaffNewsArticle,
  StaffNewsIdParams,
  StaffNewsListResponse,
  StaffNewsQuery,
} from "../schemas/staff/news.ts"
import { NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { EditorAccess } from "./staffAccess.ts"

/**
 * The console's news, events and guides editor (ADR 0025): content editors and administrators list
 * every item, write, publish, take back and delete them. Every change is audited and clears the
 * public news reads on every instance.
 */
export class StaffNewsGroup extends contractGroup("staffNews").add(
  HttpApiEndpoint.get("listStaffNews", "/staff/news", {
    query: StaffNewsQuery,
    success: StaffNewsListResponse,
  }).middleware(EditorAccess),
  HttpApiEndpoint.get("getStaffNews", "/staff/news/:id", {
    params: StaffNewsIdParams,
    success: StaffNewsArticle,
    error: NotFound,
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("createStaffNews", "/staff/news", {
    payload: NewsDraftPayload,
    success: StaffNewsArticle,
    error: ValidationFailed,
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("updateStaffNews", "/staff/news/:id", {
    params: StaffNewsIdParams,
    payload: NewsDraftPayload,
    success: StaffNewsArticle,
    error: [ValidationFailed, NotFound],
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("publishStaffNews", "/staff/news/:id/publish", {
    params: StaffNewsIdParams,
    payload: NewsPublishPayload,
    success: StaffNewsArticle,
    error: NotFound,
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("deleteStaffNews", "/staff/news/:id/delete", {
    params: StaffNewsIdParams,
    success: MessageResponse,
    error: NotFound,
  }).middleware(EditorAccess),
) {}
