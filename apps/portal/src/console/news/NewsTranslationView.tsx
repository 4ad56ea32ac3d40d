import type { ApiFailure } from "@gatehouse/api-client"
import type { StaffNewsArticle, TranslationLanguage } from "@gatehouse/api-client/console"
import { useMessages } from "@gatehouse/ui"
import { type NewsSaveFailure, NewsTranslationForm, type NewsTranslationValues } from "@gatehouse/ui/console"
import { Effect, Result } from "effect"
import { useState } from "react"
import { useAction } from "../../data/useAction.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { languageName } from "../contentLanguages.ts"
import english from "./NewsTranslationView.en.json"
import { newsListHref, newsReads, saveFailureOf } from "./newsEditorActions.ts"

export interface NewsTranslationViewProps {
  readonly article: StaffNewsArticle
  readonly language: TranslationLanguage
}

/** One news item's text in a language besides English: saves it, or removes it so its readers read English. */
export const NewsTranslationView = ({ article, language }: NewsTranslationViewProps) => {
  const t = useMessages(english)
  const api = useConsoleApi()
  const saving = useAction()
  const [failure, setFailure] = useState<NewsSaveFailure | null>(null)
  const [savedMessage, setSavedMessage] = useState<string | null>(null)
  const name = languageName(language)
  const stored = article.translations.find((translation) => translation.language === language)

  const perform = (call: Effect.Effect<StaffNewsArticle, ApiFailure>, said: string) => {
    setSavedMessage(null)
    void saving
      .run({
        call,
        changes: newsReads.concat("console.getStaffNews"),
        told: () => Effect.sync(() => setSavedMessage(said)),
        report: null,
      })
      .then((answer) => {
        setFailure(Result.isFailure(answer) ? saveFailureOf(answer.failure) : null)
      })
  }

  return (
    <NewsTranslationForm
      // Read again after a save: the form starts over from what is stored.
      key={`${article.id}:${language}:${stored?.updated_at ?? "none"}`}
      languageName={name}
      englishSubject={article.subject}
      initial={stored === undefined ? null : { subject: stored.subject, content: stored.content }}
      listHref={newsListHref}
      isSaving={saving.isPending}
      failure={failure}
      savedMessage={savedMessage}
      onSave={(translation: NewsTranslationValues) =>
        perform(
          api.saveStaffNewsTranslation({ id: article.id, language, ...translation }),
          t("NewsTranslationView.saved", { language: name }),
        )
      }
      onRemove={() =>
        perform(
          api.deleteStaffNewsTranslation({ id: article.id, language }),
          t("NewsTranslationView.removed", { language: name }),
        )
      }
    />
  )
}
