import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { BannerEditor, bannerMessages } from "../staff/content/BannerEditor.ts"
import { DownloadEditor, downloadMessages } from "../staff/content/DownloadEditor.ts"
import { PolicyEditor } from "../staff/content/PolicyEditor.ts"
import { SiteSettingsEditor, settingsMessages } from "../staff/content/SiteSettingsEditor.ts"
import { answerRefusals } from "./refusals.ts"

/** The console's Site content page: every change audited by its service, in its own transaction. */
export const StaffContentHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffContent",
  Effect.fn(function* (handlers) {
    const banners = yield* BannerEditor
    const downloads = yield* DownloadEditor
    const settings = yield* SiteSettingsEditor
    const policies = yield* PolicyEditor
    return handlers
      .handle("getContentBanners", () => Effect.map(banners.list, (data) => ({ data })))
      .handle("saveBanner", ({ payload }) =>
        Effect.gen(function* () {
          const saved = yield* banners.save(yield* CurrentStaff, payload)
          return {
            message: payload.id === undefined ? bannerMessages.created : bannerMessages.saved,
            id: saved.id,
          }
        }).pipe(answerRefusals),
      )
      .handle("saveBannerTranslation", ({ payload }) =>
        Effect.gen(function* () {
          const message = yield* banners.translate(yield* CurrentStaff, payload)
          return { message, id: payload.id }
        }).pipe(answerRefusals),
      )
      .handle("moveBanner", ({ payload }) =>
        Effect.gen(function* () {
          yield* banners.move(yield* CurrentStaff, payload.id, payload.direction)
          return { message: bannerMessages.moved, id: payload.id }
        }).pipe(answerRefusals),
      )
      .handle("deleteBanner", ({ payload }) =>
        Effect.gen(function* () {
          yield* banners.remove(yield* CurrentStaff, payload.id)
          return { message: bannerMessages.deleted, id: payload.id }
        }).pipe(answerRefusals),
      )
      .handle("getContentDownloads", () => Effect.map(downloads.list, (data) => ({ data })))
      .handle("saveDownload", ({ payload }) =>
        Effect.gen(function* () {
          const saved = yield* downloads.save(yield* CurrentStaff, payload)
          return {
            message: payload.id === undefined ? downloadMessages.created : downloadMessages.saved,
            id: saved.id,
          }
        }).pipe(answerRefusals),
      )
      .handle("deleteDownload", ({ payload }) =>
        Effect.gen(function* () {
          yield* downloads.remove(yield* CurrentStaff, payload.id)
          return { message: downloadMessages.deleted, id: payload.id }
        }).pipe(answerRefusals),
      )
      .handle("saveRequirements", ({ payload }) =>
        Effect.gen(function* () {
          yield* downloads.saveRequirements(yield* CurrentStaff, payload)
          return { message: downloadMessages.requirementsSaved }
        }).pipe(answerRefusals),
      )
      .handle("getContentSettings", () =>
        Effect.map(settings.read, ({ settings: values, socials }) => ({ data: { ...values, socials } })),
      )
      .handle("saveSiteSettings", ({ payload }) =>
        Effect.gen(function* () {
          yield* settings.save(yield* CurrentStaff, payload)
          return { message: settingsMessages.saved }
        }),
      )
      .handle("saveSocialLink", ({ payload }) =>
        Effect.gen(function* () {
          const saved = yield* settings.saveSocial(yield* CurrentStaff, payload)
          return {
            message: payload.id === undefined ? settingsMessages.socialCreated : settingsMessages.socialSaved,
            id: saved.id,
          }
        }).pipe(answerRefusals),
      )
      .handle("deleteSocialLink", ({ payload }) =>
        Effect.gen(function* () {
          yield* settings.removeSocial(yield* CurrentStaff, payload.id)
          return { message: settingsMessages.socialDeleted, id: payload.id }
        }).pipe(answerRefusals),
      )
      .handle("getPolicyPages", () => Effect.map(policies.list, (data) => ({ data })))
      .handle("savePolicyPage", ({ payload }) =>
        Effect.gen(function* () {
          const message = yield* policies.save(yield* CurrentStaff, payload)
          return { message }
        }).pipe(answerRefusals),
      )
  }),
)
