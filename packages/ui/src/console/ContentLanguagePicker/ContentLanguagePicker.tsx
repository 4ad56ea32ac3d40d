import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import english from "./ContentLanguagePicker.en.json"

/** A language staff may write in, by its tag and its own name (`fil`, Filipino). */
export interface ContentLanguage {
  readonly tag: string
  readonly name: string
}

export interface ContentLanguagePickerProps {
  /** Every language the portal ships, the original (English) first. */
  readonly languages: ReadonlyArray<ContentLanguage>
  /** The languages besides the original that this thing is written in. */
  readonly written: ReadonlyArray<string>
  /** The language being edited. */
  readonly value: string
  readonly onChange: (tag: string) => void
  readonly isDisabled?: boolean
}

/**
 * Which language of a news item, policy page or banner the staff member edits, each marked as
 * written or not, so the list shows at a glance which languages the thing has. The first language
 * is the thing's own text; the others are translations of it.
 */
export const ContentLanguagePicker = ({
  languages,
  written,
  value,
  onChange,
  isDisabled,
}: ContentLanguagePickerProps) => {
  const t = useMessages(english)
  const options = languages.map(({ tag, name }, index) => ({
    value: tag,
    label:
      index === 0
        ? t("ContentLanguagePicker.original", { name })
        : written.includes(tag)
          ? t("ContentLanguagePicker.written", { name })
          : t("ContentLanguagePicker.missing", { name }),
  }))
  return (
    <SelectField
      label={t("ContentLanguagePicker.label")}
      name="language"
      value={value}
      onChange={onChange}
      options={options}
      description={t("ContentLanguagePicker.description")}
      {...(isDisabled === undefined ? {} : { isDisabled })}
    />
  )
}
