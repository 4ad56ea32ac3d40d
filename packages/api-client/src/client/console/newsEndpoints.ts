import { Schema } from "effect"
import { MessageResponse } from "../../schemas/common.ts"
import {
  NewsDraftPayload,
  NewsPublishPayload,
  NewsTranslationPayload,
  NewsTranslationRemovalPayload,
  StaffNewsArticle,
  StaffNewsIdParams,
  StaffNewsListResponse,
  StaffNewsQuery,
} from "../../schemas/staff/news.ts"
import { contractCalls } from "../contractCalls.ts"

/** The news editor's calls: list, open, write, translate, publish or take back, delete. */
export const newsEndpoints = contractCalls({
  listStaffNews: {
    method: "GET",
    path: "/staff/news",
    payload: "query",
    request: Schema.Struct(StaffNewsQuery),
    success: StaffNewsListResponse,
    requiresAuth: true,
  },
  getStaffNews: {
    method: "GET",
    path: "/staff/news/:id",
    params: Schema.Struct(StaffNewsIdParams),
    payload: "none",
    success: StaffNewsArticle,
    requiresAuth: true,
  },
  createStaffNews: {
    method: "POST",
    path: "/staff/news",
    payload: "body",
    request: NewsDraftPayload,
    success: StaffNewsArticle,
    requiresAuth: true,
  },
  updateStaffNews: {
    method: "POST",
    path: "/staff/news/:id",
    params: Schema.Struct(StaffNewsIdParams),
    payload: "body",
    request: NewsDraftPayload,
    success: StaffNewsArticle,
    requiresAuth: true,
  },
  publishStaffNews: {
    method: "POST",
    path: "/staff/news/:id/publish",
    params: Schema.Struct(StaffNewsIdParams),
    payload: "body",
    request: NewsPublishPayload,
    success: StaffNewsArticle,
    requiresAuth: true,
  },
  saveStaffNewsTranslation: {
    method: "POST",
    path: "/staff/news/:id/translation",
    params: Schema.Struct(StaffNewsIdParams),
    payload: "body",
    request: NewsTranslationPayload,
    success: StaffNewsArticle,
    requiresAuth: true,
  },
  deleteStaffNewsTranslation: {
    method: "POST",
    path: "/staff/news/:id/translation/delete",
    params: Schema.Struct(StaffNewsIdParams),
    payload: "body",
    request: NewsTranslationRemovalPayload,
    success: StaffNewsArticle,
    requiresAuth: true,
  },
  deleteStaffNews: {
    method: "POST",
    path: "/staff/news/:id/delete",
    params: Schema.Struct(StaffNewsIdParams),
    payload: "none",
    success: MessageResponse,
    requiresAuth: true,
  },
})
