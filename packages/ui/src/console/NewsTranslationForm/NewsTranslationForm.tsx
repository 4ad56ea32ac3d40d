import { newsSubjectMaxLength } from "@gatehouse/domain"
import { useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ContentForm } from "../ContentForm/ContentForm.tsx"
import type { NewsSaveFailure } from "../NewsEditorForm/NewsEditorForm.tsx"
import { RichTextEditor } from "../RichTextEditor/RichTextEditor.tsx"
import english from "./NewsTranslationForm.en.json"

/** A news item's subject and article in one language besides English. */
export interface NewsTranslationValues {
  readonly subject: string
  readonly content: string
}

export interface NewsTranslationFormProps {
  /** The language written in, by its own name (Filipino). */
  readonly languageName: string
  /** The item's own (English) subject, shown beside the translation. */
  readonly englishSubject: string
  /** The text in this language as stored; null while it has none. */
  readonly initial: NewsTranslationValues | null
  readonly onSave: (translation: NewsTranslationValues) => void
  /** Removes this language's text: its readers read English again. */
  readonly onRemove: () => void
  /** The news list the editor was opened from. */
  readonly listHref: string
  readonly isSaving?: boolean
  /** Why the last save was refused, the server's sentence and its messages by field. */
  readonly failure?: NewsSaveFailure | null
  /** What the last save or removal came to. */
  readonly savedMessage?: string | null
}

/**
 * A news item in a language besides English: its subject and article as that language's readers
 * read them. The kind, thumbnail and publish state stay the item's own; readers of a language
 * without a text read the English.
 */
export const NewsTranslationForm = ({
  languageName,
  englishSubject,
  initial,
  onSave,
  onRemove,
  listHref,
  isSaving,
  failure,
  savedMessage,
}: NewsTranslationFormProps) => {
  const t = useMessages(english)
  const [subject, setSubject] = useState(initial?.subject ?? "")
  const [content, setContent] = useState(initial?.content ?? "")
  const language = languageName
  return (
    <ContentForm
      title={t("NewsTranslationForm.heading", { language })}
      submitLabel={t("NewsTranslationForm.save")}
      onSubmit={() => onSave({ subject, content })}
      cancelHref={listHref}
      isPending={isSaving}
    >
      {initial === null && (
        <Notice tone="empty">{t("NewsTranslationForm.untranslated", { language })}</Notice>
      )}
      {failure && <Notice tone="danger">{failure.message}</Notice>}
      {savedMessage && !failure && (
        <Notice tone="success" announce="status">
          {savedMessage}
        </Notice>
      )}
      <TextField
        label={t("NewsTranslationForm.subject", { language })}
        name="subject"
        value={subject}
        maxLength={newsSubjectMaxLength}
        description={t("NewsTranslationForm.subjectDescription", { english: englishSubject })}
        errorMessage={failure?.errors?.subject}
        onChange={setSubject}
      />
      <RichTextEditor
        label={t("NewsTranslationForm.article", { language })}
        value={content}
        errorMessage={failure?.errors?.content}
        isDisabled={isSaving}
        onChange={setContent}
      />
      {initial !== null && (
        <Button tone="secondary" isDisabled={isSaving} onPress={onRemove}>
          {t("NewsTranslationForm.remove", { language })}
        </Button>
      )}
    </ContentForm>
  )
}
