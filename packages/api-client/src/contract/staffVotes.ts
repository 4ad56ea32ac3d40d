import { HttpApiEndpoint } from "effect/http-api"
import {
  ToplistPayload,
  ToplistResponse,
  ToplistsResponse,
  UpdateToplistPayload,
  VoteReport,
} from "../schemas/staff/votes.ts"
import { NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/** The console's Votes page (administrators: rewards are money): the toplists, and votes per day. */
export class StaffVotesGroup extends contractGroup("staffVotes").add(
  HttpApiEndpoint.get("listToplists", "/staff/toplists", { success: ToplistsResponse }).middleware(
    AdministratorAccess,
  ),
  HttpApiEndpoint.post("createToplist", "/staff/toplists/create", {
    payload: ToplistPayload,
    success: ToplistResponse,
    error: ValidationFailed,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateToplist", "/staff/toplists/update", {
    payload: UpdateToplistPayload,
    success: ToplistResponse,
    error: [ValidationFailed, NotFound],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("getVoteReport", "/staff/votes/report", { success: VoteReport }).middleware(
    AdministratorAccess,
  ),
) {}
