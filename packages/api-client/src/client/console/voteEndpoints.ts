import {
  ToplistPayload,
  ToplistResponse,
  ToplistsResponse,
  UpdateToplistPayload,
  VoteReport,
} from "../../schemas/staff/votes.ts"
import { contractCalls } from "../contractCalls.ts"

/** The administrators' Votes page: the toplists, and the votes per site per day. */
export const voteEndpoints = contractCalls({
  listToplists: {
    method: "GET",
    path: "/staff/toplists",
    payload: "none",
    success: ToplistsResponse,
    requiresAuth: true,
  },
  createToplist: {
    method: "POST",
    path: "/staff/toplists/create",
    payload: "body",
    request: ToplistPayload,
    success: ToplistResponse,
    requiresAuth: true,
  },
  updateToplist: {
    method: "POST",
    path: "/staff/toplists/update",
    payload: "body",
    request: UpdateToplistPayload,
    success: ToplistResponse,
    requiresAuth: true,
  },
  getVoteReport: {
    method: "GET",
    path: "/staff/votes/report",
    payload: "none",
    success: VoteReport,
    requiresAuth: true,
  },
})
