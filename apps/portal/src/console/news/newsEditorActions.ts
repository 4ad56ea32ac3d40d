import { type ApiFailure, actionErrorText } from "@gatehouse/api-client"
import { maxUploadBytes } from "@gatehouse/api-client/console"
import { consolePageHref } from "@gatehouse/domain"
import type { NewsDraftField, NewsDraftValues, NewsSaveFailure, ThumbnailUpload } from "@gatehouse/ui/console"
import { newsDraftFields } from "@gatehouse/ui/console"
import { Result } from "effect"
import type { ClientAction } from "../../data/clientAction.ts"
import type { ConsoleApi } from "../consoleApi.ts"

/** The news editor's address: the list, one of its pages, or one item's editor (`?edit=12`, `?edit=new`). */
export const newsListHref = consolePageHref("news")
export const newsEditHref = (id: number | "new") => `${newsListHref}?edit=${id}`

/** What a draft is sent as: an empty thumbnail is none. */
export const payloadOf = (draft: NewsDraftValues) => ({
  type: draft.type,
  subject: draft.subject,
  content: draft.content,
  imgThumbnail: draft.imgThumbnail.trim() === "" ? null : draft.imgThumbnail.trim(),
  published: draft.published,
})

const isDraftField = (field: string): field is NewsDraftField =>
  (newsDraftFields as ReadonlyArray<string>).includes(field)

/**
 * A refused save as the form shows it: the server's sentence on top and its messages under the
 * fields they name (`subject` from the rules, `payload.subject` from the request's own checks).
 */
export const saveFailureOf = (failure: ApiFailure): NewsSaveFailure => {
  const errors: Partial<Record<NewsDraftField, string>> = {}
  const fieldErrors = failure._tag === "ApiHttpError" ? failure.body.errors : undefined
  if (fieldErrors !== undefined && !Array.isArray(fieldErrors)) {
    for (const [key, messages] of Object.entries(fieldErrors)) {
      const field = key.replace(/^payload\./, "")
      if (isDraftField(field) && messages.length > 0) errors[field] = messages.join(" ")
    }
  }
  return { message: actionErrorText(failure), errors }
}

/**
 * After a change, the console's list and every news read the portal keeps (boards, archive pages,
 * articles) are read again, so the staff member sees on /news what players now see.
 */
export const newsReads = ["console.listStaffNews", "getNewsAll", "getNewsPage", "getSpecificNews"]

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

export const pictureTooLargeMessage = "The picture is larger than 2 MB."
export const pictureUnreadableMessage = "The picture could not be read from this device."

/** Runs an action as the screen's `useAction` does. */
type Perform = <A>(action: ClientAction<A>) => Promise<Result.Result<A, ApiFailure>>

/**
 * Uploads a picture through the console's shared upload call and answers its address or the reason,
 * which the form shows beside the field.
 */
export const uploadThumbnail = async (
  api: ConsoleApi,
  file: File,
  perform: Perform,
  /** The two refusals in the page's language; English unless given. */
  texts: { readonly tooLarge: string; readonly unreadable: string } = {
    tooLarge: pictureTooLargeMessage,
    unreadable: pictureUnreadableMessage,
  },
): Promise<ThumbnailUpload> => {
  if (file.size > maxUploadBytes) return { error: texts.tooLarge }
  const data = await base64Of(file).catch(() => null)
  if (data === null) return { error: texts.unreadable }
  const stored = await perform({
    call: api.uploadPicture({ fileName: file.name || "picture", data }),
    report: null,
  })
  return Result.isSuccess(stored) ? { url: stored.success.url } : { error: actionErrorText(stored.failure) }
}
