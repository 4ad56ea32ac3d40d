import { useState } from "react"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ContentForm } from "../ContentForm/ContentForm.tsx"
import english from "./BannerTranslationForm.en.json"

export interface BannerTranslationFormProps {
  /** The language written in, by its own name (Filipino). */
  readonly languageName: string
  /** The banner's own (English) title, shown beside the translation. */
  readonly englishTitle: string
  /** The title in this language as stored; empty while it has none. */
  readonly initial: string
  /** Called with the title entered when the staff member presses Save; empty removes it. */
  readonly onSave: (title: string) => void
  /** The list the form was opened from. */
  readonly cancelHref: string
  /** While a change is being saved: the buttons wait and cannot be pressed again. */
  readonly isPending?: boolean
}

/**
 * A banner's title in a language besides English: the words its readers see on the banner (and
 * hear, when they cannot see the picture). The picture and link stay the banner's own.
 */
export const BannerTranslationForm = ({
  languageName,
  englishTitle,
  initial,
  onSave,
  cancelHref,
  isPending,
}: BannerTranslationFormProps) => {
  const t = useMessages(english)
  const [title, setTitle] = useState(initial)
  return (
    <ContentForm
      title={t("BannerTranslationForm.heading", { language: languageName })}
      submitLabel={t("BannerTranslationForm.save")}
      onSubmit={() => onSave(title)}
      cancelHref={cancelHref}
      isPending={isPending}
    >
      <TextField
        label={t("BannerTranslationForm.title", { language: languageName })}
        name="title"
        value={title}
        maxLength={120}
        description={t("BannerTranslationForm.titleDescription", { english: englishTitle })}
        onChange={setTitle}
      />
    </ContentForm>
  )
}
