import type { StaffNewsArticle } from "@gatehouse/api-client/console"
import { isLoggedIn, languages, type NewsKind } from "@gatehouse/domain"
import { LinkButton, Notice, type Translate, useMessages } from "@gatehouse/ui"
import {
  ContentLanguagePicker,
  type NewsDraftValues,
  NewsEditorForm,
  type NewsSaveFailure,
} from "@gatehouse/ui/console"
import { Effect, Result } from "effect"
import { useState } from "react"
import { usePortalServices } from "../../app/PortalServices.tsx"
import { sanitizeNewsBody } from "../../content/sanitizeNewsBody.ts"
import { useAction } from "../../data/useAction.ts"
import { useQuery } from "../../data/useQuery.ts"
import { useSession } from "../../session/useSession.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"
import { isTranslationLanguage, originalLanguage } from "../contentLanguages.ts"
import english from "./NewsFormView.en.json"
import { NewsTranslationView } from "./NewsTranslationView.tsx"
import {
  newsEditHref,
  newsListHref,
  newsReads,
  payloadOf,
  saveFailureOf,
  uploadThumbnail,
} from "./newsEditorActions.ts"

export interface NewsFormViewProps {
  /** The item to edit, or null to write a new one. */
  readonly id: number | null
  /** What the last save came to, shown in the form. */
  readonly savedMessage: string | null
  /** Told of each save: the item saved and what it came to (null when a new save starts). */
  readonly onSaved: (saved: { readonly id: number; readonly text: string } | null) => void
}

const draftOf = (article: StaffNewsArticle): NewsDraftValues => ({
  type: article.type as NewsKind,
  subject: article.subject,
  content: article.content,
  imgThumbnail: article.img_thumbnail ?? "",
  published: article.published,
})

const savedText = (article: StaffNewsArticle, t: Translate<keyof typeof english>) =>
  article.published ? t("NewsFormView.savedPublished") : t("NewsFormView.savedDraft")

/** The editor of one item: loads it (unless it is new), saves it, uploads its thumbnail. */
export const NewsFormView = ({ id, savedMessage, onSaved }: NewsFormViewProps) => {
  const t = useMessages(english)
  const services = usePortalServices()
  const api = useConsoleApi()
  const session = useSession()
  const { state } = useQuery(id === null ? null : consoleQuery(api, "getStaffNews", { id }))
  const [failure, setFailure] = useState<NewsSaveFailure | null>(null)
  // A saved item may be written in the portal's other languages too; a new one is English first.
  const [language, setLanguage] = useState<string>(originalLanguage)
  const saving = useAction()
  const uploading = useAction()

  const save = (draft: NewsDraftValues) => {
    onSaved(null)
    const payload = payloadOf(draft)
    void saving
      .run({
        call: id === null ? api.createStaffNews(payload) : api.updateStaffNews({ id, ...payload }),
        changes: newsReads,
        told: (article) =>
          Effect.sync(() => {
            setFailure(null)
            onSaved({ id: article.id, text: savedText(article, t) })
          }),
        // The form shows what was refused, under its fields.
        report: null,
      })
      .then((answer) => {
        if (Result.isFailure(answer)) setFailure(saveFailureOf(answer.failure))
        // A new item goes on in its own editor, so saving again changes it rather than writing another.
        else if (id === null) services.navigate(newsEditHref(answer.success.id))
      })
  }

  const common = {
    listHref: newsListHref,
    onSave: save,
    isSaving: saving.isPending,
    failure,
    savedMessage,
    onUploadThumbnail: (file: File) =>
      uploadThumbnail(api, file, uploading.run, {
        tooLarge: t("NewsFormView.pictureTooLarge"),
        unreadable: t("NewsFormView.pictureUnreadable"),
      }),
    sanitizeBody: sanitizeNewsBody,
  }

  if (id === null) {
    const author = isLoggedIn(session) ? session.user.UserID : ""
    return (
      <NewsEditorForm
        mode="new"
        initial={{ type: 0, subject: "", content: "", imgThumbnail: "", published: false }}
        author={author}
        createdAt={null}
        {...common}
      />
    )
  }
  if (state.status === "loading") {
    return (
      <Notice tone="empty" announce="status">
        {t("NewsFormView.loading")}
      </Notice>
    )
  }
  if (state.status === "failed") {
    return (
      <Notice
        tone="danger"
        action={
          <LinkButton tone="secondary" href={newsListHref}>
            {t("NewsFormView.back")}
          </LinkButton>
        }
      >
        {t("NewsFormView.failed")}
      </Notice>
    )
  }
  const article = state.value
  return (
    <>
      <ContentLanguagePicker
        languages={languages}
        written={article.translatedInto}
        value={language}
        onChange={setLanguage}
      />
      {isTranslationLanguage(language) ? (
        <NewsTranslationView article={article} language={language} />
      ) : (
        <NewsEditorForm
          // Read again after a save elsewhere: the form starts over from what is stored.
          key={`${article.id}:${article.updated_at}`}
          mode="edit"
          initial={draftOf(article)}
          author={article.author}
          createdAt={article.created_at}
          {...common}
        />
      )}
    </>
  )
}
